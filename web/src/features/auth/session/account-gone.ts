// The server says the signed-in account is gone (403 ACCOUNT_GONE: it is being deleted, or its
// record no longer exists), so nothing the person does can succeed any more: the session ends on
// the sign-in page with a message that says why, in place of the screen's own error for the
// refused request. The flows that sync the identity themselves (sign-in, sign-up, the Google
// return, a restored session) say it in their own way, and a sign-out under way ends it anyway.
import { dismissToast } from "@/components/ui/toast-store";
import type { FlowGuard } from "./flow-guard";
import { destructive, text } from "./feedback";

/** The message: what happened to the account, and that the person was signed out. */
export const sayAccountGone = () =>
  destructive(text("toasts.accountGone"), text("toasts.accountGoneDescription"));

export interface AccountGoneDeps {
  guard: FlowGuard;
  /** True while a session is signed in (as of the last settle, not the last render). */
  signedIn(): boolean;
  /** Ends the session without the 'Logged out' toast; a failure is its own toast, never an error. */
  endSession(): Promise<void>;
}

/** What to do at each report of a gone account (lib/account-gone); reports meanwhile are one. */
export function createAccountGoneHandler({
  guard,
  signedIn,
  endSession,
}: AccountGoneDeps): () => Promise<void> {
  let ending = false;
  return async () => {
    if (ending || !signedIn() || !guard.maySync() || !guard.mayEndSession()) return;
    ending = true;
    try {
      await endSession();
    } finally {
      ending = false;
    }
    // A sign-out that failed has said so; the session is still there.
    if (signedIn()) return;
    // The screens' own errors for the refused requests say less than this, and no longer apply.
    dismissToast();
    sayAccountGone();
  };
}
