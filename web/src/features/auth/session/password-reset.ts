// 'Forgot password?': Firebase sends the reset e-mail.
import { toast } from "@/components/ui/toast-store";
import type { AuthCalls } from "./deps";
import { destructive, text } from "./feedback";

/** Rethrows a failure after its toast. */
export async function resetPassword(auth: AuthCalls, email: string): Promise<void> {
  try {
    await auth.sendPasswordReset(email);
    toast({ title: text("toasts.resetSent"), description: text("toasts.resetSentDescription") });
  } catch (error) {
    destructive(text("toasts.resetFailed"), (error as Error).message);
    throw error;
  }
}
