// Whether to show hints about keys (Ctrl+Enter to send, H to highlight). A phone or tablet (a
// coarse pointer) usually has no keyboard to press them on, and a narrow screen is most likely a
// phone: there the hints are only noise taking room from the content.
import { useSyncExternalStore } from "react";

export const NO_KEYBOARD_QUERY = "(pointer: coarse), (max-width: 639.98px)";

function noKeyboard(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(NO_KEYBOARD_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = noKeyboard();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** False on touch screens and narrow windows; true where a keyboard is likely (and by default). */
export function useKeyboardHints(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !(noKeyboard()?.matches ?? false),
    () => true,
  );
}
