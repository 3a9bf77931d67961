// The Auth SDK's identity listener. The SDK is not in the first bundle (lib/firebase-loader): the
// listener attaches once it has loaded, which is at once when a session may exist; otherwise a
// screen asks for the SDK when it needs it, and every flow awaits it.
import type { User } from "firebase/auth";
import { firebaseLoaded, loadFirebase } from "@/lib/firebase-loader";
import { mayHaveSession } from "../may-have-session";

/** Returns the function that stops watching. */
export function watchIdentity(
  onChange: (identity: User | null) => void,
  onLoadFailed: () => void,
): () => void {
  let unsubscribe: (() => void) | null = null;
  let watching = true;
  // Registered before any flow can await the SDK, so the listener is in place when a flow signs in.
  firebaseLoaded().then(
    ({ auth, onAuthStateChanged }) => {
      if (watching) unsubscribe = onAuthStateChanged(auth, onChange);
    },
    (error: unknown) => {
      console.error("The sign-in service failed to load", error);
      if (watching) onLoadFailed();
    },
  );
  if (mayHaveSession()) void loadFirebase().catch(() => undefined);
  return () => {
    watching = false;
    unsubscribe?.();
  };
}
