// Sign-up with e-mail and password: the identity, its name, then its server record (a new account).
import type { User } from "firebase/auth";
import { toast } from "@/components/ui/toast-store";
import {
  registrationErrorField,
  registrationErrorMessage,
  signUpSyncErrorField,
  signUpSyncErrorMessage,
  type SignUpField,
} from "../errors";
import type { SessionDeps } from "./deps";
import { FlowError, text } from "./feedback";
import { syncIdentity } from "./server-sync";

/**
 * A failed sign-up, for the register form to show once, beside the field it concerns: no toast
 * repeats it (the form is where the person is looking, and a toast over the same words said it
 * twice).
 */
export class SignUpError extends FlowError {
  constructor(
    message: string,
    readonly field: SignUpField,
  ) {
    super(message);
  }
}

/**
 * Throws a SignUpError when the identity or its server record cannot be created.
 * The guard is held throughout: until the sync, the identity exists without its name or record.
 */
export function signUp(deps: SessionDeps, username: string, email: string, password: string): Promise<void> {
  const { auth, guard, server, settle } = deps;
  return guard.during(async () => {
    let identity: User;
    try {
      identity = await auth.createAccount(email, password);
    } catch (error) {
      throw new SignUpError(registrationErrorMessage(error), registrationErrorField(error));
    }
    try {
      await auth.setDisplayName(identity, username);
      const user = await syncIdentity(server, identity, true, username);
      settle(identity, user);
      toast({
        title: () => text("toasts.accountCreated"),
        description: () => text("toasts.accountCreatedDescription"),
      });
    } catch (error) {
      // An identity without a server record would be unusable: delete it, or at least sign it out.
      await auth.deleteIdentity(identity).catch(() => auth.signOut());
      settle(null, null);
      throw new SignUpError(signUpSyncErrorMessage(error), signUpSyncErrorField(error));
    }
  });
}
