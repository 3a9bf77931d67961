// Sign-out: the identity, then the session together with leaving the screen (`leave`).
import { toast } from "@/components/ui/toast-store";
import type { SessionDeps } from "./deps";
import { destructive, text } from "./feedback";

/** `quiet` leaves out the 'Logged out' toast; a failure is a toast, never an error. */
export async function signOut(
  { auth, guard }: SessionDeps,
  { leave, quiet }: { leave: () => void; quiet: boolean },
): Promise<void> {
  try {
    await guard.duringSignOut(() => auth.signOut());
    leave();
    if (!quiet) toast({ title: text("toasts.loggedOut") });
  } catch (error) {
    destructive(text("toasts.logoutFailed"), (error as Error).message);
  }
}
