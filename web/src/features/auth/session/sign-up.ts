// Sign-up with e-mail and password: the identity, its name, then its server record (a new account).
import type { User } from "firebase/auth";
import { toast } from "@/components/ui/toast-store";
import { registrationErrorMessage, signUpSyncErrorMessage } from "../errors";
import type { SessionDeps } from "./deps";
import { destructive, FlowError, text } from "./feedback";
import { syncIdentity } from "./server-sync";

/**
 * Throws a FlowError (its toasts shown) when the identity or its server record cannot be created.
 * The guard is held throughout: until the sync, the identity exists without its name or record.
 */
export function signUp(deps: SessionDeps, username: string, email: string, password: string): Promise<void> {
  const { auth, guard, server, settle } = deps;
  return guard.during(async () => {
    let identity: User;
    try {
      identity = await auth.createAccount(email, password);
    } catch (error) {
      const message = registrationErrorMessage(error);
      destructive(text("toasts.signUpFailed"), message);
      throw new FlowError(message);
    }
    try {
      await auth.setDisplayName(identity, username);
      const user = await syncIdentity(server, identity, true, username);
      settle(identity, user);
      toast({ title: text("toasts.accountCreated"), description: text("toasts.accountCreatedDescription") });
    } catch (error) {
      const message = signUpSyncErrorMessage(error);
      destructive(text("toasts.accountCreationIssue"), message);
      // An identity without a server record would be unusable: delete it, or at least sign it out.
      await auth.deleteIdentity(identity).catch(() => auth.signOut());
      settle(null, null);
      destructive(text("toasts.signUpFailed"), message);
      throw new FlowError(message);
    }
  });
}
