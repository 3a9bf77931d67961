// Work the first screen does not need (the live listeners' Firestore SDK) waits until that screen
// is interactive: the page has loaded and its main thread has had no long task for a while, which
// is how Lighthouse's time to interactive reads a page too. Starting earlier would put a large
// script's download and evaluation between the reader and their first taps.

/** How long the main thread must stay free of long tasks. */
export const QUIET_MS = 2000;
/** However busy the page stays, the work starts after this long from the load event. */
export const MAX_WAIT_MS = 10_000;
/** How long an idle moment is waited for once the page is quiet. */
const IDLE_TIMEOUT_MS = 2000;

let settled: Promise<void> | null = null;

function loaded(): Promise<void> {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
}

/** Resolves after QUIET_MS without a long task (or MAX_WAIT_MS), counted from `start`. */
function quiet(): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    let timer: ReturnType<typeof setTimeout>;
    const done = () => {
      clearTimeout(timer);
      clearTimeout(cap);
      observer?.disconnect();
      resolve();
    };
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(done, QUIET_MS);
    };
    const cap = setTimeout(done, MAX_WAIT_MS);
    if (
      typeof PerformanceObserver !== "undefined" &&
      PerformanceObserver.supportedEntryTypes?.includes("longtask")
    ) {
      observer = new PerformanceObserver(restart);
      observer.observe({ type: "longtask" });
    }
    restart();
  });
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}

/**
 * Resolves once the first screen is interactive (see above), in an idle moment of each caller's
 * own: what the callers start (a menu's code and its mounting, the Firestore SDK) then runs in
 * tasks of their own rather than in one long task together.
 */
export function afterFirstScreen(): Promise<void> {
  settled ??= loaded().then(quiet);
  return settled.then(idle);
}
