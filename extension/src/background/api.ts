// The extension's API client: the web app's own transport (web/src/lib/api-transport.ts: same
// headers, same firebaseUid handling, same "{status}: {body}" errors), with the extension's
// session as its identity and, where the build says so, its App Check token (app-check.ts). A
// 401 is retried once with a freshly refreshed ID token and App Check token: the stored ones may
// predate a revocation or have been refused, and if the refresh is refused the session ends
// (session.ts).
import { ApiError, createApiClient } from "@/lib/api-transport";
import type { ExtensionAppCheckToken } from "@shared/schemas/auth";
import { APP_CHECK, APP_ORIGIN } from "../config";
import { createAppCheckTokens, sessionTokenStore } from "./app-check";
import { currentIdToken } from "./session";

export { ApiError };

/** The route that mints the extension's App Check token; App Check does not guard it. */
const APP_CHECK_PATH = "/api/auth/extension-app-check";

const clientFor = (token: { uid: string; idToken: string }, appCheckToken?: () => Promise<string>) =>
  createApiClient({
    fetch: (...args) => fetch(...args),
    identity: () => ({ uid: token.uid, getIdToken: async () => token.idToken }),
    effectiveUserId: () => null,
    ...(appCheckToken ? { appCheckToken } : {}),
  });

// Only in a build with App Check: elsewhere the bundler drops the cache altogether.
const appCheckTokens = APP_CHECK
  ? createAppCheckTokens({
      fetchToken: async () =>
        clientFor(await currentIdToken())<ExtensionAppCheckToken>(
          "POST",
          `${APP_ORIGIN}${APP_CHECK_PATH}`,
          {},
        ),
      store: sessionTokenStore,
    })
  : null;

async function requestOnce<T>(
  method: string,
  path: string,
  data: unknown,
  forceRefresh: boolean,
): Promise<T> {
  const token = await currentIdToken(forceRefresh);
  const appCheck = appCheckTokens ? () => appCheckTokens(forceRefresh) : undefined;
  return clientFor(token, appCheck)<T>(method, `${APP_ORIGIN}${path}`, data);
}

/** One API request as the connected reader; throws ApiError or NotConnectedError. */
export async function apiRequest<T>(method: string, path: string, data?: unknown): Promise<T> {
  try {
    return await requestOnce<T>(method, path, data, false);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    return requestOnce<T>(method, path, data, true);
  }
}
