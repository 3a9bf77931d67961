// The one fetch wrapper of Spurq's clients (docs/product-spec.md §7, Shared behaviour): credentials,
// the user id in X-Firebase-Uid and in GET query strings or JSON bodies, the method check, 204 as
// empty, errors whose message is "{status}: {body or status text}", plus the Firebase ID token.
// It imports nothing of the app, so the browser extension bundles the same client with its own
// identity (lib/api-client.ts gives the web app's).
import type { ERROR_CODES } from "@shared";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS" | "HEAD";
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"]);

/**
 * A session-storage entry may hold an effective user id; the server honours it for admins only
 * (docs/decisions.md, Admins and acting as another user).
 */
export const EFFECTIVE_USER_ID_KEY = "effectiveUserId";

/**
 * A failed request: the status, the body text, the parsed JSON body when there is one, and the
 * response's status text (empty over HTTP/2).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: unknown,
    readonly statusText = "",
  ) {
    super(`${status}: ${bodyText}`);
    this.name = "ApiError";
  }
}

/** The signed-in identity the client needs: a uid and a way to get a fresh ID token. */
export interface ApiIdentity {
  uid: string;
  getIdToken: () => Promise<string>;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  identity: () => ApiIdentity | null;
  effectiveUserId: () => string | null;
  /**
   * Told when the server answers a request made as the signed-in person themselves (not by an
   * admin acting as someone else) with 403 ACCOUNT_GONE; the request still fails as usual.
   */
  accountGone?: () => void;
  /** The App Check token for the X-Firebase-AppCheck header (none where App Check is off). */
  appCheckToken?: () => Promise<string | null>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Sends one API request and returns its successful response; a failed one throws ApiError. */
export function createTransport(deps: ApiClientDeps) {
  return async function send(method: string, url: string, data?: unknown): Promise<Response> {
    const upper = method.toUpperCase();
    if (upper !== "GET" && !BODY_METHODS.has(upper)) throw new Error("Invalid HTTP method");

    const identity = deps.identity();
    const userId = identity ? (deps.effectiveUserId() ?? identity.uid) : null;
    const headers: Record<string, string> = {};
    let target = url;
    let body: string | FormData | undefined;

    if (identity && userId) {
      headers["X-Firebase-Uid"] = userId;
      headers.Authorization = `Bearer ${await identity.getIdToken()}`;
    }
    const appCheck = await deps.appCheckToken?.();
    if (appCheck) headers["X-Firebase-AppCheck"] = appCheck;
    if (upper === "GET") {
      if (userId) {
        const separator = target.includes("?") ? "&" : "?";
        target = `${target}${separator}firebaseUid=${encodeURIComponent(userId)}`;
      }
    } else if (typeof FormData !== "undefined" && data instanceof FormData) {
      // Multipart uploads (PDF import): the browser sets the boundary; no firebaseUid field is
      // added, the header carries it.
      body = data;
    } else if (isPlainObject(data)) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(userId ? { ...data, firebaseUid: userId } : data);
    } else if (data !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(data);
    } else {
      // Mark-as-read style calls send a JSON content type with no body.
      headers["Content-Type"] = "application/json";
    }

    const response = await deps.fetch(target, {
      method: upper,
      headers,
      credentials: "include",
      ...(body !== undefined && upper !== "HEAD" ? { body } : {}),
    });

    if (!response.ok) {
      const text = await response.text();
      let parsed: unknown = undefined;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      const error = new ApiError(response.status, text || response.statusText, parsed, response.statusText);
      // Only the person's own account: an admin acting as someone whose account is gone stays signed in.
      if (identity && userId === identity.uid && isAccountGone(error)) deps.accountGone?.();
      throw error;
    }
    return response;
  };
}

/** Makes API requests with `deps`' identity. */
export function createApiClient(deps: ApiClientDeps) {
  const send = createTransport(deps);
  return async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
    const response = await send(method, url, data);
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  };
}

/** A file the server sent: its bytes and the name from Content-Disposition, when it gave one. */
export interface ApiDownload {
  blob: Blob;
  filename: string | null;
}

/**
 * GETs a file with the same identity and errors as apiRequest (a plain link could not carry the
 * ID token). The body is read whole into a Blob for the browser to save.
 */
export function createApiDownloader(deps: ApiClientDeps) {
  const send = createTransport(deps);
  return async function apiDownload(url: string): Promise<ApiDownload> {
    const response = await send("GET", url);
    return {
      blob: await response.blob(),
      filename: filenameOf(response.headers.get("Content-Disposition")),
    };
  };
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function filenameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  return plain?.[1] ?? plain?.[2] ?? null;
}

// A copy checked against the contract's type: importing the value would pull zod into the first bundle.
const ACCOUNT_GONE: (typeof ERROR_CODES)["accountGone"] = "ACCOUNT_GONE";

/**
 * True for the server's 403 ACCOUNT_GONE: the caller's account is being deleted or its record is
 * gone, so neither a sync nor a write of it can succeed (docs/decisions.md, "Accounts"). Reads the
 * error's message ("{status}: {body}"), so it knows an ApiError and the errors the flows pass on.
 */
export function isAccountGone(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message !== "string") return false;
  const { status, body } = parseApiErrorMessage(message);
  return status === 403 && body.code === ACCOUNT_GONE;
}

/** The parsed error body of an ApiError message ("{status}: {body}"), for code-based mapping. */
export function parseApiErrorMessage(message: string): {
  status: number | null;
  body: Record<string, unknown>;
} {
  const match = /^(\d{3}): ([\s\S]*)$/.exec(message);
  if (!match) return { status: null, body: {} };
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(match[2] ?? "");
    if (isPlainObject(parsed)) body = parsed;
  } catch {
    body = {};
  }
  return { status: Number(match[1]), body };
}
