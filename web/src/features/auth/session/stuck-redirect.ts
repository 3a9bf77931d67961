// The check that a Google redirect is not stuck, run every 5 s while one is pending: after 10 s
// with an identity signed in, go home; after 30 s without one, give up and go back to /auth.
import { paths } from "@/config/paths";
import { clearRedirectMarkers, readRedirectMarkers, stuckCheck } from "../google-redirect";
import type { GoogleDeps } from "./deps";
import { dropIdentity, ensureServerUser } from "./server-user";

export function checkStuckRedirect(deps: GoogleDeps, now: number): void {
  const { startedAt } = readRedirectMarkers(localStorage);
  const identity = deps.auth.currentIdentity();
  const decision = stuckCheck(startedAt, now, identity !== null);
  if (decision === "wait") return;
  clearRedirectMarkers(localStorage);
  deps.setGooglePending(false);
  if (decision === "giveUp") {
    deps.replaceWith(paths.auth.to());
    return;
  }
  // A flow that syncs the identity itself settles the session; otherwise the check does.
  if (identity && deps.guard.maySync()) {
    void ensureServerUser(deps, identity).then((user) =>
      user ? deps.settle(identity, user) : dropIdentity(deps),
    );
  }
  deps.replaceWith(paths.home.to());
}
