// The extension's App Check token (docs/production.md, App Check). reCAPTCHA cannot run in an MV3
// service worker, and the worker carries no Firebase JS SDK (session.ts says why), so this is the
// custom provider's part by hand: the token comes from Spurq's api (POST
// /api/auth/extension-app-check, with the reader's ID token), is kept in chrome.storage.session
// (the worker may be stopped at any moment; session storage lives in memory, gone with the
// browser) and is fetched again a few minutes before it expires. Concurrent callers share one
// fetch, so a burst of api calls after a restart mints one token, not one each.
import { t } from "../shared/i18n";

/** What the endpoint answers (ExtensionAppCheckToken in the shared contract). */
export interface AppCheckToken {
  token: string;
  /** Milliseconds since the epoch. */
  expireTimeMillis: number;
}

/** Where the token is kept between worker restarts. */
export interface TokenStore {
  get(): Promise<AppCheckToken | undefined>;
  set(token: AppCheckToken): Promise<void>;
  clear(): Promise<void>;
}

/** The storage.session key; session.ts forgets it with the rest of the session. */
export const APP_CHECK_TOKEN_KEY = "appCheckToken";

/**
 * A token this close to its end is fetched again first: an api call made with it must still
 * verify when it arrives, and the server's tokens last 30 minutes.
 */
export const APP_CHECK_REFRESH_MARGIN_MS = 5 * 60 * 1000;

export const sessionTokenStore: TokenStore = {
  get: async () =>
    (await chrome.storage.session.get(APP_CHECK_TOKEN_KEY))[APP_CHECK_TOKEN_KEY] as AppCheckToken | undefined,
  set: (token) => chrome.storage.session.set({ [APP_CHECK_TOKEN_KEY]: token }),
  clear: () => chrome.storage.session.remove(APP_CHECK_TOKEN_KEY),
};

const isToken = (value: unknown): value is AppCheckToken =>
  typeof (value as AppCheckToken | undefined)?.token === "string" &&
  Number.isFinite((value as AppCheckToken).expireTimeMillis);

/**
 * A cache of App Check tokens over `fetchToken`: `get()` gives the stored token while it has
 * more than the margin left, else one fetch shared by every caller waiting meanwhile;
 * `get(true)` drops the stored one first (the server refused it). A failed fetch is not kept:
 * the next call tries again.
 */
export function createAppCheckTokens({
  fetchToken,
  store,
  now = () => Date.now(),
}: {
  fetchToken: () => Promise<AppCheckToken>;
  store: TokenStore;
  now?: () => number;
}) {
  let inFlight: Promise<AppCheckToken> | null = null;
  const refresh = () =>
    (inFlight ??= (async () => {
      try {
        const fresh = await fetchToken();
        if (!isToken(fresh)) throw new Error(t("errorUnreachable"));
        await store.set(fresh);
        return fresh;
      } finally {
        inFlight = null;
      }
    })());

  return async function appCheckToken(forceRefresh = false): Promise<string> {
    if (forceRefresh) await store.clear();
    else if (!inFlight) {
      const stored = await store.get();
      if (isToken(stored) && stored.expireTimeMillis - now() > APP_CHECK_REFRESH_MARGIN_MS)
        return stored.token;
    }
    return (await refresh()).token;
  };
}
