// The local-storage markers of the Google redirect flow (docs/product-spec.md §4, Session) and the
// stuck check's decision (every 5 s; thresholds 10 s and 30 s).

export const STUCK_CHECK_INTERVAL_MS = 5000;
export const STUCK_SIGNED_IN_AFTER_MS = 10_000;
export const STUCK_GIVE_UP_AFTER_MS = 30_000;

export const MARKER_KEYS = {
  pending: "spurq.googleRedirect.pending",
  isSignUp: "spurq.googleRedirect.isSignUp",
  startedAt: "spurq.googleRedirect.startedAt",
  sourcePath: "spurq.googleRedirect.sourcePath",
  isNewAccount: "spurq.googleRedirect.isNewAccount",
  redirectPath: "spurq.googleRedirect.redirectPath",
  fromHandler: "spurq.googleRedirect.fromHandler",
  handlerParams: "spurq.googleRedirect.handlerParams",
} as const;

export interface RedirectMarkers {
  pending: boolean;
  isSignUp: boolean;
  startedAt: number | null;
  sourcePath: string | null;
  isNewAccount: boolean;
  redirectPath: string | null;
  fromHandler: boolean;
}

/** Writes the markers just before the full-page redirect to the provider. */
export function setRedirectMarkers(
  storage: Storage,
  mode: "signIn" | "signUp",
  sourcePath: string,
  now: number,
) {
  storage.setItem(MARKER_KEYS.pending, "true");
  storage.setItem(MARKER_KEYS.isSignUp, String(mode === "signUp"));
  storage.setItem(MARKER_KEYS.startedAt, String(now));
  storage.setItem(MARKER_KEYS.sourcePath, sourcePath);
  storage.setItem(MARKER_KEYS.isNewAccount, String(mode === "signUp"));
  storage.setItem(MARKER_KEYS.redirectPath, "#/home");
}

export function readRedirectMarkers(storage: Storage): RedirectMarkers {
  const startedAt = Number(storage.getItem(MARKER_KEYS.startedAt));
  return {
    pending: storage.getItem(MARKER_KEYS.pending) === "true",
    isSignUp: storage.getItem(MARKER_KEYS.isSignUp) === "true",
    startedAt: Number.isFinite(startedAt) && startedAt > 0 ? startedAt : null,
    sourcePath: storage.getItem(MARKER_KEYS.sourcePath),
    isNewAccount: storage.getItem(MARKER_KEYS.isNewAccount) === "true",
    redirectPath: storage.getItem(MARKER_KEYS.redirectPath),
    fromHandler: storage.getItem(MARKER_KEYS.fromHandler) === "true",
  };
}

export function clearRedirectMarkers(storage: Storage) {
  for (const key of Object.values(MARKER_KEYS)) storage.removeItem(key);
}

/** The /__/auth/handler route: remember that the provider returned here, and its parameters. */
export function markHandlerReturn(storage: Storage, params: string) {
  storage.setItem(MARKER_KEYS.fromHandler, "true");
  storage.setItem(MARKER_KEYS.handlerParams, params);
}

export type StuckDecision = "wait" | "goHome" | "giveUp";

/** What the 5-second check does: older than 10 s and signed in: home; older than 30 s, no user: give up. */
export function stuckCheck(startedAt: number | null, now: number, signedIn: boolean): StuckDecision {
  if (startedAt === null) return signedIn ? "goHome" : "giveUp";
  const age = now - startedAt;
  if (signedIn && age > STUCK_SIGNED_IN_AFTER_MS) return "goHome";
  if (!signedIn && age > STUCK_GIVE_UP_AFTER_MS) return "giveUp";
  return "wait";
}
