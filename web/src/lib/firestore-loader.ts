// Loads the Firestore web SDK on demand, once, on top of the app's Firebase app (lib/firebase-loader).
// Called from the live hooks' effects, so it starts only after the signed-in shell has rendered and
// is never part of the landing page's JavaScript. Nothing may import `./firestore` statically.
// A screen made for live data (a chat) loads it at once; the shell's unread badge waits until the
// first screen is interactive (lib/after-first-screen), unless a screen has loaded it already.
import { afterFirstScreen } from "./after-first-screen";
import { loadFirebase } from "./firebase-loader";
import type { LiveFirestore } from "./firestore";

export type { LiveDoc, LiveFirestore, Unsubscribe } from "./firestore";

let loading: Promise<LiveFirestore> | null = null;

/** Starts loading the SDK (once); resolves with the app's live Firestore. */
export function loadLiveFirestore(): Promise<LiveFirestore> {
  loading ??= Promise.all([loadFirebase(), import("./firestore")]).then(([firebase, firestore]) =>
    firestore.connectLiveFirestore(firebase.firebaseApp),
  );
  return loading;
}

/**
 * For listeners the first screen does not need: resolves once that screen is interactive, or at
 * once when a screen has started loading the SDK already.
 */
export function firstScreenFirst(): Promise<void> {
  return loading ? Promise.resolve() : afterFirstScreen();
}

/** How long a listener may stay silent at first before the screen falls back to polling: a
 * blocked connection does not always raise an error (the SDK just waits to come back online). */
export const LISTENER_FIRST_SNAPSHOT_TIMEOUT_MS = 10_000;

/**
 * Starts a listener with `start` once `wait` has resolved and the SDK has loaded, and calls
 * `onFailure` once if loading fails, the listener fails, or no first snapshot arrives within the
 * timeout (counted from the end of `wait`). Returns a stop function, safe to call at any time.
 */
export function listenWithFallback(
  start: (live: LiveFirestore, onFirst: () => void, onError: (error: unknown) => void) => () => void,
  onFailure: () => void,
  load: () => Promise<LiveFirestore> = loadLiveFirestore,
  wait: () => Promise<void> = () => Promise.resolve(),
): () => void {
  let stopped = false;
  let failed = false;
  let stop: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fail = () => {
    if (stopped || failed) return;
    failed = true;
    onFailure();
  };
  const onFirst = () => clearTimeout(timer);
  void wait().then(() => {
    if (stopped) return;
    timer = setTimeout(fail, LISTENER_FIRST_SNAPSHOT_TIMEOUT_MS);
    load().then(
      (live) => {
        if (stopped) return;
        try {
          stop = start(live, onFirst, () => {
            clearTimeout(timer);
            fail();
          });
        } catch {
          clearTimeout(timer);
          fail();
        }
      },
      () => {
        clearTimeout(timer);
        fail();
      },
    );
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
    stop?.();
  };
}
