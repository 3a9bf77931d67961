// Real ID tokens from the Auth emulator's REST API (the same endpoints the web SDK calls).
import { randomUUID } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import { getApps, initializeApp } from "firebase-admin/app";

const authHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST;
const API_KEY = "demo-api-key";

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

async function identityToolkit(path: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(
    `http://${authHost()}/identitytoolkit.googleapis.com/v1/${path}?key=${API_KEY}`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    },
  );
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${JSON.stringify(json)}`);
  return json;
}

/** A unique e-mail so tests never collide with each other or with the demo data. */
export const uniqueEmail = (label = "user") => `${label}-${randomUUID().slice(0, 8)}@test.spurq.test`;
export const uniqueName = (label = "user") => `${label}_${randomUUID().slice(0, 8)}`;

/** Signs up with e-mail and password, as the web app does. */
export async function signUpWithPassword(email = uniqueEmail(), password = "secret-pass"): Promise<TestUser> {
  const json = await identityToolkit("accounts:signUp", { email, password, returnSecureToken: true });
  return { uid: String(json.localId), email, password, idToken: String(json.idToken) };
}

/** A fresh token for an existing user (picks up custom claims set since). */
export async function signIn(user: Pick<TestUser, "email" | "password">): Promise<string> {
  const json = await identityToolkit("accounts:signInWithPassword", {
    email: user.email,
    password: user.password,
    returnSecureToken: true,
  });
  return String(json.idToken);
}

/**
 * Verifies the user's e-mail the way a person does: the emulator's out-of-band code from the
 * verification e-mail (what the web app's sendEmailVerification asks for) is applied. Returns a
 * fresh token, which says email_verified.
 */
export async function verifyEmail(user: Pick<TestUser, "email" | "password" | "idToken">): Promise<string> {
  await identityToolkit("accounts:sendOobCode", { requestType: "VERIFY_EMAIL", idToken: user.idToken });
  const response = await fetch(
    `http://${authHost()}/emulator/v1/projects/${process.env.GCLOUD_PROJECT}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: Array<{ email: string; requestType: string; oobCode: string }>;
  };
  const code = oobCodes.findLast((c) => c.email === user.email && c.requestType === "VERIFY_EMAIL");
  if (!code) throw new Error(`No verification code for ${user.email}`);
  await identityToolkit("accounts:update", { oobCode: code.oobCode });
  return signIn(user);
}

/** Signs in with a Google identity through the emulator (it accepts an unsigned fake id_token). */
export async function signInWithGoogle(profile: { email: string; name?: string; picture?: string }) {
  const idToken = JSON.stringify({
    sub: randomUUID(),
    email: profile.email,
    email_verified: true,
    name: profile.name,
    picture: profile.picture,
  });
  const json = await identityToolkit("accounts:signInWithIdp", {
    postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
    requestUri: "http://localhost",
    returnIdpCredential: true,
    returnSecureToken: true,
  });
  return { uid: String(json.localId), idToken: String(json.idToken) };
}

export function adminAuthForTests() {
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  return getAuth(app);
}

/** Makes a user an admin the way operators do (custom claim), and returns a token carrying it. */
export async function makeAdmin(user: TestUser): Promise<string> {
  await adminAuthForTests().setCustomUserClaims(user.uid, { admin: true });
  return signIn(user);
}

/**
 * Changes a password user's e-mail the way the web app's verifyBeforeUpdateEmail does: the Auth
 * emulator records a VERIFY_AND_CHANGE_EMAIL code for the new address, which is applied as the
 * person following the link would. Returns a token from signing in with the new address.
 */
export async function changeEmailWithVerification(
  user: Pick<TestUser, "email" | "password" | "idToken">,
  newEmail: string,
): Promise<string> {
  await identityToolkit("accounts:sendOobCode", {
    requestType: "VERIFY_AND_CHANGE_EMAIL",
    idToken: user.idToken,
    newEmail,
  });
  const response = await fetch(
    `http://${authHost()}/emulator/v1/projects/${process.env.GCLOUD_PROJECT}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: Array<{ newEmail?: string; requestType: string; oobCode: string }>;
  };
  const code = oobCodes.findLast(
    (c) => c.newEmail === newEmail && c.requestType === "VERIFY_AND_CHANGE_EMAIL",
  );
  if (!code) throw new Error(`No e-mail change code for ${newEmail}`);
  await identityToolkit("accounts:update", { oobCode: code.oobCode });
  return signIn({ email: newEmail, password: user.password });
}

/** Changes a password user's e-mail with no verification (the REST API allows it): unproven. */
export async function changeEmailUnverified(
  user: Pick<TestUser, "password" | "idToken">,
  newEmail: string,
): Promise<string> {
  await identityToolkit("accounts:update", {
    idToken: user.idToken,
    email: newEmail,
    returnSecureToken: true,
  });
  return signIn({ email: newEmail, password: user.password });
}
