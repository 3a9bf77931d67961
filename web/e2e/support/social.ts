// The set-up the social journeys share: new users signed up through the UI side by side (one
// browser context each, in one browser), their API access through Hosting as the app calls it,
// and making two of them friends through the real friends API.
import type { Browser } from "playwright-core";
import { BASE_URL, emulatorIdToken, openPage, signUpToHome, type TestPage } from "./browser";

interface Identity {
  username: string;
  email: string;
  password: string;
}

/** Opens a page per identity and signs each up through the UI, one after another, until /home. */
export async function signUpSideBySide<const T extends Identity[]>(
  browser: Browser,
  identities: T,
): Promise<{ [K in keyof T]: TestPage }> {
  const sessions = (await Promise.all(identities.map(() => openPage(browser)))) as {
    [K in keyof T]: TestPage;
  };
  for (const [index, identity] of identities.entries()) {
    const { page } = sessions[index] as TestPage;
    await signUpToHome(page, identity);
  }
  return sessions;
}

/** Closes the pages' contexts and the browser; safe when the set-up failed half-way. */
export async function closeSideBySide(
  browser: Browser | undefined,
  sessions: Array<TestPage | undefined>,
): Promise<void> {
  for (const session of sessions) await session?.context.close();
  await browser?.close();
}

export interface ApiUser {
  uid: string;
  /** Calls /api through Hosting with the user's ID token; the JSON answer, or throws on an error. */
  call: (method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>;
}

/** The uid in an ID token's payload. */
const uidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as { user_id: string })
    .user_id;

/** API access as a signed-up user (an ID token from the Auth emulator). */
export async function apiUser(identity: Identity): Promise<ApiUser> {
  const token = await emulatorIdToken(identity.email, identity.password);
  return {
    uid: uidOf(token),
    call: async (method, path, body) => {
      const response = await fetch(`${BASE_URL}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return text ? (JSON.parse(text) as Record<string, unknown>) : {};
    },
  };
}

/** `a` asks `b` and `b` accepts, through the friends API. */
export async function befriendViaApi(a: ApiUser, b: ApiUser): Promise<void> {
  const request = await a.call("POST", "/api/friends/requests", { receiverId: b.uid });
  await b.call("PATCH", `/api/friends/requests/${String(request.id)}`, { status: "accepted" });
}

/** Ada and Ben signed up side by side, each with API access, and made friends through the API. */
export async function friendsSideBySide(
  browser: Browser,
  adaIdentity: Identity,
  benIdentity: Identity,
): Promise<{ ada: TestPage; ben: TestPage; api: { ada: ApiUser; ben: ApiUser } }> {
  const [ada, ben] = await signUpSideBySide(browser, [adaIdentity, benIdentity]);
  const api = { ada: await apiUser(adaIdentity), ben: await apiUser(benIdentity) };
  await befriendViaApi(api.ada, api.ben);
  return { ada, ben, api };
}
