// The extension's own Firebase session, kept with Firebase Auth's REST API rather than the Auth
// SDK: a service worker may be stopped at any moment and holds nothing in memory, so the session
// lives in chrome.storage and a call costs one fetch; the SDK would add about 100 KB to the
// worker for what three endpoints do. The refresh token is kept in storage.local (it must survive
// a browser restart); the current ID token only in storage.session (memory, gone with the browser).
//
// How it begins: 'Connect' opens Spurq's connect page with a random `state`; the signed-in app
// mints a custom token (POST /api/auth/extension-token) and sends it back through
// externally_connectable with that `state`; the extension exchanges it once for its own session.
// How it ends: 'Disconnect' forgets it; removing the extension deletes its storage; revoking the
// account's refresh tokens (signing out everywhere, a password change) makes the next refresh
// fail, and a 401 from the API forces that refresh at once.
import { FIREBASE_API_KEY, IDENTITY_TOOLKIT, SECURE_TOKEN, appLinks } from "../config";
import { t } from "../shared/i18n";
import type { SessionState } from "../shared/messages";
import { APP_CHECK_TOKEN_KEY } from "./app-check";

interface StoredSession {
  uid: string;
  email: string | null;
  refreshToken: string;
}

interface CurrentToken {
  uid: string;
  idToken: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

interface PendingConnect {
  state: string;
  createdAt: number;
}

const SESSION_KEY = "session";
const TOKEN_KEY = "idToken";
const PENDING_KEY = "pendingConnect";
/** How long a connect page may take to answer. */
const CONNECT_WINDOW_MS = 10 * 60 * 1000;
/** An ID token this close to its end is refreshed first. */
const EXPIRY_MARGIN_MS = 5 * 60 * 1000;

export class NotConnectedError extends Error {
  constructor() {
    super(t("errorNotConnected"));
    this.name = "NotConnectedError";
  }
}

const readSession = async () =>
  (await chrome.storage.local.get(SESSION_KEY))[SESSION_KEY] as StoredSession | undefined;
const readToken = async () =>
  (await chrome.storage.session.get(TOKEN_KEY))[TOKEN_KEY] as CurrentToken | undefined;

export async function sessionState(): Promise<SessionState> {
  const session = await readSession();
  return session ? { connected: true, uid: session.uid, email: session.email } : { connected: false };
}

/** Opens Spurq's connect page in a new tab, remembering the `state` it must answer with. */
export async function startConnect(): Promise<void> {
  const pending: PendingConnect = { state: crypto.randomUUID(), createdAt: Date.now() };
  await chrome.storage.session.set({ [PENDING_KEY]: pending });
  await chrome.tabs.create({ url: appLinks.connect(chrome.runtime.id, pending.state) });
}

/** Takes the pending connect's state if `state` is it and it is recent: each is used once. */
async function takePendingConnect(state: string): Promise<boolean> {
  const pending = (await chrome.storage.session.get(PENDING_KEY))[PENDING_KEY] as PendingConnect | undefined;
  if (!pending || pending.state !== state || Date.now() - pending.createdAt > CONNECT_WINDOW_MS) return false;
  await chrome.storage.session.remove(PENDING_KEY);
  return true;
}

async function authRequest(url: string, body: Record<string, string | boolean>, form = false) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": form ? "application/x-www-form-urlencoded" : "application/json" },
    body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, json };
}

/** The claims of an ID token (not verified here: the server verifies every token it is sent). */
function tokenClaims(idToken: string): { email?: string; sub?: string } {
  try {
    const payload = idToken.split(".")[1] ?? "";
    const binary = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    return JSON.parse(json) as { email?: string; sub?: string };
  } catch {
    return {};
  }
}

/**
 * Exchanges the web app's custom token for the extension's own session, if `state` is the
 * pending connect's. Returns the e-mail of the account it connected to.
 */
export async function acceptCredential(
  state: string,
  customToken: string,
): Promise<{ email: string | null }> {
  if (!(await takePendingConnect(state))) throw new Error(t("errorConnectExpired"));
  const { ok, json } = await authRequest(
    `${IDENTITY_TOOLKIT}/accounts:signInWithCustomToken?key=${encodeURIComponent(FIREBASE_API_KEY)}`,
    { token: customToken, returnSecureToken: true },
  );
  if (!ok || typeof json.idToken !== "string" || typeof json.refreshToken !== "string") {
    throw new Error(t("errorConnectRefused"));
  }
  const idToken = json.idToken;
  // The answer to a custom-token sign-in has no localId: the uid is the token's subject.
  const claims = tokenClaims(idToken);
  if (!claims.sub) throw new Error(t("errorConnectRefused"));
  const uid = claims.sub;
  const email = claims.email ?? null;
  await chrome.storage.local.set({ [SESSION_KEY]: { uid, email, refreshToken: json.refreshToken } });
  await storeToken(uid, idToken, Number(json.expiresIn ?? 3600));
  return { email };
}

async function storeToken(uid: string, idToken: string, expiresInSeconds: number): Promise<CurrentToken> {
  const token = { uid, idToken, expiresAt: Date.now() + expiresInSeconds * 1000 };
  await chrome.storage.session.set({ [TOKEN_KEY]: token });
  return token;
}

/** Forgets the session (and the App Check token it got): Disconnect, or a refresh the server refused. */
export async function endSession(): Promise<void> {
  await chrome.storage.session.remove([TOKEN_KEY, PENDING_KEY, APP_CHECK_TOKEN_KEY]);
  await chrome.storage.local.remove(SESSION_KEY);
}

/**
 * A current ID token for the API: the stored one while it has more than five minutes left (and
 * `forceRefresh` is not set), else a new one from the refresh token. A refused refresh (revoked,
 * disabled or deleted account) ends the session and throws NotConnectedError.
 */
export async function currentIdToken(forceRefresh = false): Promise<{ uid: string; idToken: string }> {
  const session = await readSession();
  if (!session) throw new NotConnectedError();
  const token = await readToken();
  if (
    !forceRefresh &&
    token &&
    token.uid === session.uid &&
    token.expiresAt - Date.now() > EXPIRY_MARGIN_MS
  ) {
    return token;
  }
  let refreshed: Awaited<ReturnType<typeof authRequest>>;
  try {
    refreshed = await authRequest(
      `${SECURE_TOKEN}/token?key=${encodeURIComponent(FIREBASE_API_KEY)}`,
      { grant_type: "refresh_token", refresh_token: session.refreshToken },
      true,
    );
  } catch {
    // Offline or Spurq unreachable: the session stays; this request fails.
    throw new Error(t("errorUnreachable"));
  }
  const { ok, json } = refreshed;
  if (!ok || typeof json.id_token !== "string") {
    await endSession();
    throw new NotConnectedError();
  }
  if (typeof json.refresh_token === "string" && json.refresh_token !== session.refreshToken) {
    await chrome.storage.local.set({ [SESSION_KEY]: { ...session, refreshToken: json.refresh_token } });
  }
  return storeToken(session.uid, json.id_token, Number(json.expires_in ?? 3600));
}
