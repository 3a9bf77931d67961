// The web app's API client: the shared transport (lib/api-transport.ts) with the signed-in
// Firebase user's identity, the admin's effective user id and the ACCOUNT_GONE report.
import { reportAccountGone } from "@/lib/account-gone";
import { loadedAppCheckToken, loadedAuth } from "@/lib/firebase-loader";
import {
  EFFECTIVE_USER_ID_KEY,
  createApiClient as createClient,
  createApiDownloader as createDownloader,
  type ApiClientDeps,
} from "@/lib/api-transport";

export {
  ApiError,
  EFFECTIVE_USER_ID_KEY,
  filenameOf,
  isAccountGone,
  parseApiErrorMessage,
  type ApiClientDeps,
  type ApiDownload,
  type ApiIdentity,
  type HttpMethod,
} from "@/lib/api-transport";

const defaultDeps: ApiClientDeps = {
  fetch: (...args) => fetch(...args),
  // Before the Auth SDK has loaded nobody is signed in, so there is no token to send.
  identity: () => loadedAuth()?.currentUser ?? null,
  effectiveUserId: () => {
    try {
      return sessionStorage.getItem(EFFECTIVE_USER_ID_KEY);
    } catch {
      return null;
    }
  },
  accountGone: reportAccountGone,
  appCheckToken: () => loadedAppCheckToken(),
};

/** Makes API requests; `apiRequest` below is the instance the app uses. */
export const createApiClient = (deps: ApiClientDeps = defaultDeps) => createClient(deps);
export const apiRequest = createApiClient();

/**
 * GETs a file with the same identity and errors as apiRequest (a plain link could not carry the
 * ID token). The body is read whole into a Blob for the browser to save.
 */
export const createApiDownloader = (deps: ApiClientDeps = defaultDeps) => createDownloader(deps);
export const apiDownload = createApiDownloader();
