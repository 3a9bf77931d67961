// Loads the Firebase Auth SDK on demand. It is about a third of the app's start-up JavaScript, and
// a signed-out visitor needs none of it to see the landing or sign-in page, so it stays out of the
// first bundle: it loads at once when a session may exist or a protected screen asks, after the
// public page has painted otherwise, and always before a sign-in flow uses it.
// Nothing may import `./firebase` statically, or the SDK is back in the first bundle.
import type * as FirebaseModule from "./firebase";
import { appConfig } from "@/config/env";

export type Firebase = typeof FirebaseModule;

let resolveLoaded: (module: Firebase) => void = () => undefined;
let rejectLoaded: (error: unknown) => void = () => undefined;
const loaded = new Promise<Firebase>((resolve, reject) => {
  resolveLoaded = resolve;
  rejectLoaded = reject;
});
let current: Firebase | null = null;
let started = false;

/** Firebase Authentication's server: the emulator here, Google's Identity Toolkit deployed. */
const AUTH_ORIGIN = appConfig.authEmulatorUrl ?? "https://identitytoolkit.googleapis.com";

/**
 * Opens the connection to the Auth server while the SDK downloads: its first request (a restored
 * session's account lookup, or a sign-in) goes to that other origin, and would otherwise wait for
 * the name lookup and the handshakes after the SDK has loaded. Anonymous, as the SDK's requests.
 */
function preconnectToAuth(): void {
  const link = document.createElement("link");
  link.rel = "preconnect";
  link.href = AUTH_ORIGIN;
  link.crossOrigin = "anonymous";
  document.head.append(link);
}

/** Starts loading the SDK (once); resolves with it. */
export function loadFirebase(): Promise<Firebase> {
  if (!started) {
    started = true;
    preconnectToAuth();
    import("./firebase").then((module) => {
      current = module;
      resolveLoaded(module);
    }, rejectLoaded);
  }
  return loaded;
}

/** Resolves when the SDK has loaded, without starting the load. */
export function firebaseLoaded(): Promise<Firebase> {
  return loaded;
}

/**
 * Loads the SDK once the page's first content is on screen and the browser is idle: for a page that
 * may need it soon. (Animation frames are not enough: on a busy machine a frame reaches the screen
 * well after the next one has started.)
 */
export function loadFirebaseWhenIdle(): void {
  const start = () => void loadFirebase().catch(() => undefined);
  afterFirstContentfulPaint(() => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 200);
  });
}

function afterFirstContentfulPaint(then: () => void): void {
  const painted = (entries: PerformanceEntryList) =>
    entries.some((entry) => entry.name === "first-contentful-paint");
  if (
    typeof PerformanceObserver === "undefined" ||
    !PerformanceObserver.supportedEntryTypes?.includes("paint") ||
    painted(performance.getEntriesByType("paint"))
  ) {
    then();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!painted(list.getEntries())) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: "paint" });
}

/** The Auth instance, or null while the SDK has not loaded (then nobody can be signed in). */
export function loadedAuth(): Firebase["auth"] | null {
  return current?.auth ?? null;
}

/** The App Check token for a request, or null (no SDK loaded yet, or no App Check). */
export function loadedAppCheckToken(): Promise<string | null> {
  return current ? current.appCheckToken() : Promise.resolve(null);
}

/** The prefix of the key under which the SDK keeps a signed-in identity in local storage. */
const STORED_IDENTITY_PREFIX = "firebase:authUser:";

/** True when the SDK has persisted an identity in this browser (it will sign it in on load). */
export function hasStoredIdentity(storage: Storage): boolean {
  for (let i = 0; i < storage.length; i += 1) {
    if (storage.key(i)?.startsWith(STORED_IDENTITY_PREFIX)) return true;
  }
  return false;
}
