// Sign-in with e-mail and password: the identity, then its server record, then the session.
import type { User } from "firebase/auth";
import { toast } from "@/components/ui/toast-store";
import { loginErrorMessage } from "../errors";
import type { SessionDeps } from "./deps";
import { destructive, FlowError, text } from "./feedback";
import { dropIdentity, ensureServerUser } from "./server-user";

/** Throws a FlowError (its toasts shown) when the identity or its server record cannot be had. */
export function signInWithEmail(deps: SessionDeps, email: string, password: string): Promise<void> {
  return deps.guard.during(async () => {
    let identity: User;
    try {
      identity = await deps.auth.signIn(email, password);
    } catch (error) {
      destructive(text("toasts.loginFailed"), loginErrorMessage(error));
      throw new FlowError(loginErrorMessage(error));
    }
    const user = await ensureServerUser(deps, identity);
    if (!user) {
      await dropIdentity(deps);
      throw new FlowError(text("toasts.loginSyncFailed"));
    }
    deps.settle(identity, user);
    toast({ title: () => text("toasts.welcomeBack") });
  });
}
