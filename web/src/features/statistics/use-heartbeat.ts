// Time spent: while the tab is visible and its user has touched, typed, scrolled or
// moved the pointer in the last minute, one heartbeat a minute tells the server to count a
// minute. A tab left open in the background, or in front of nobody, counts nothing.
import { useEffect } from "react";
import { sendHeartbeat } from "./api/send-heartbeat";

export const HEARTBEAT_INTERVAL_MS = 60_000;

const INPUT_EVENTS = ["pointerdown", "pointermove", "keydown", "wheel", "touchstart", "scroll"] as const;

/** Sends the heartbeat from the signed-in shell (`enabled` false while nobody is signed in). */
export function useHeartbeat(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    // Opening the app is itself the person's doing.
    let lastInput = Date.now();
    const onInput = () => {
      lastInput = Date.now();
    };
    const options = { capture: true, passive: true } as const;
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, options);
    const timer = setInterval(() => {
      if (document.visibilityState !== "visible") return;
      if (Date.now() - lastInput > HEARTBEAT_INTERVAL_MS) return;
      // A lost heartbeat is a lost minute, not worth a message.
      sendHeartbeat().catch(() => undefined);
    }, HEARTBEAT_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, options);
    };
  }, [enabled]);
}
