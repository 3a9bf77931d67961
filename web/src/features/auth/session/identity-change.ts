// What the session does when the Auth SDK reports a change of identity (its state listener):
// fetch or sync the server record, unless a flow does that itself or a sign-out is under way.
import type { User } from "firebase/auth";
import { announceIdentity } from "@/lib/identity-known";
import type { SessionDeps } from "./deps";
import { dropIdentity, ensureServerUser } from "./server-user";

export async function followIdentity(deps: SessionDeps, identity: User | null): Promise<void> {
  if (!identity) {
    announceIdentity(null);
    if (deps.guard.mayEndSession()) deps.settle(null, null);
    return;
  }
  if (!deps.guard.maySync()) return;
  announceIdentity(identity.uid);
  const user = await ensureServerUser(deps, identity);
  // Only for the identity still signed in: a sign-out or another sign-in may have come between.
  if (deps.auth.currentIdentity()?.uid !== identity.uid) return;
  if (user) deps.settle(identity, user);
  else await dropIdentity(deps);
}
