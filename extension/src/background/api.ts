// The extension's API client: the web app's own transport (web/src/lib/api-transport.ts: same
// headers, same firebaseUid handling, same "{status}: {body}" errors), with the extension's
// session as its identity. A 401 is retried once with a freshly refreshed token: the stored one
// may predate a revocation, and if the refresh is refused the session ends (session.ts).
import { ApiError, createApiClient } from "@/lib/api-transport";
import { APP_ORIGIN } from "../config";
import { currentIdToken } from "./session";

export { ApiError };

async function requestOnce<T>(
  method: string,
  path: string,
  data: unknown,
  forceRefresh: boolean,
): Promise<T> {
  const token = await currentIdToken(forceRefresh);
  const request = createApiClient({
    fetch: (...args) => fetch(...args),
    identity: () => ({ uid: token.uid, getIdToken: async () => token.idToken }),
    effectiveUserId: () => null,
  });
  return request<T>(method, `${APP_ORIGIN}${path}`, data);
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
