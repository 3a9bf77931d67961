// The return from Google's redirect: process its result, sync, go home (docs/product-spec.md §4,
// Session). Once per page load, and holding the guard, so the identity listener does not sync too.
import type { User } from "firebase/auth";
import type { UserRecord } from "@shared";
import { toast } from "@/components/ui/toast-store";
import { paths } from "@/config/paths";
import { isAccountGone } from "@/lib/api-client";
import { needsUidRepair, serverErrorText } from "../errors";
import { clearRedirectMarkers, readRedirectMarkers } from "../google-redirect";
import { sayAccountGone } from "./account-gone";
import type { GoogleDeps } from "./deps";
import { destructive, text } from "./feedback";
import { syncIdentity } from "./server-sync";
import { dropIdentity } from "./server-user";
import { repairUid } from "./uid-repair";

/** Does nothing unless markers say a redirect is under way, or the result was already claimed. */
export async function completeGoogleRedirect(deps: GoogleDeps): Promise<void> {
  const markers = readRedirectMarkers(localStorage);
  if (!markers.pending && !markers.fromHandler) return;
  if (!deps.guard.claimRedirect()) return;
  await deps.guard.during(async () => {
    try {
      const result = await deps.auth.redirectResult();
      if (result) {
        await finishGoogle(deps, result.identity, markers.isNewAccount || result.isNewUser());
        return;
      }
      const identity = await deps.auth.restoredIdentity();
      if (identity) await finishGoogle(deps, identity, markers.isNewAccount);
      // Otherwise the stuck check decides (the visitor may come back from the provider's page).
    } catch (error) {
      console.error("Google redirect processing failed", error);
      clearRedirectMarkers(localStorage);
      deps.setGooglePending(false);
      destructive(text("toasts.authenticationFailed"));
      if (deps.auth.currentIdentity()) await dropIdentity(deps);
    }
  });
}

async function finishGoogle(deps: GoogleDeps, identity: User, isNewAccount: boolean): Promise<void> {
  let user: UserRecord | null = null;
  try {
    user = await syncIdentity(deps.server, identity, isNewAccount);
  } catch (error) {
    if (needsUidRepair(error)) user = await repairUid(deps, identity);
    else if (isAccountGone(error)) sayAccountGone();
    else
      destructive(
        text("toasts.googleSyncFailed"),
        serverErrorText(error) ?? text("toasts.googleSyncFailedDescription"),
      );
  }
  clearRedirectMarkers(localStorage);
  if (!user) {
    deps.setGooglePending(false);
    await dropIdentity(deps);
    return;
  }
  deps.settle(identity, user);
  deps.setGooglePending(false);
  toast({
    title: () => (isNewAccount ? text("toasts.googleAccountCreated") : text("toasts.googleWelcomeBack")),
  });
  deps.replaceWith(paths.home.to());
}
