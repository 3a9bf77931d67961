// Registers the installed app's service worker (web/src/sw.ts) once the first screen is
// interactive: after the page's load event, when the browser is next idle. Until then nothing of
// the worker competes with the first screen for the network or the main thread; a visitor's first
// visit works without it, and every visit after benefits.

/** How long an idle moment is waited for before registering anyway. */
const IDLE_TIMEOUT_MS = 5000;

export function registerServiceWorkerWhenIdle(): void {
  // The dev server has no built worker (and hot reload must never meet a cached shell).
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    // updateViaCache "none": the browser asks the server for a new worker on every visit, past any
    // HTTP cache, so a deploy is found at once.
    navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch(() => undefined);
  };
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(register, 1000);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
