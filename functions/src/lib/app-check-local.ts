// App Check tokens signed by a key made in this process, for the emulators and the tests. Offline
// the Admin SDK can neither mint a token (createToken exchanges a signed custom token with App
// Check's servers) nor verify one (it fetches App Check's public keys), so on the emulators the
// extension's token endpoint mints with this key, and a test that enforces App Check verifies
// with the same key: mint, send and verify then run end to end without Google. The tokens carry
// what App Check's do (RS256, issuer https://firebaseappcheck.googleapis.com/<project number>,
// audience projects/<project number>, the app id as subject, an expiry). Nothing in production
// trusts this key: the deployed verifier is always the Admin SDK's.
import { generateKeyPair, jwtVerify, SignJWT, type CryptoKey } from "jose";

/** Mints one App Check token for an app id; what createToken resolves with. */
export type AppCheckMinter = (
  appId: string,
  ttlMillis: number,
) => Promise<{ token: string; ttlMillis: number }>;

/** Verifies one App Check token; resolves with its app id, throws when it does not verify. */
export type AppCheckVerifier = (token: string) => Promise<{ appId: string }>;

/** A project number no real project has, so a local token can be told apart at a glance. */
export const LOCAL_PROJECT_NUMBER = "000000000000";
export const LOCAL_APP_CHECK_ISSUER = `https://firebaseappcheck.googleapis.com/${LOCAL_PROJECT_NUMBER}`;
export const LOCAL_APP_CHECK_AUDIENCE = `projects/${LOCAL_PROJECT_NUMBER}`;
/** The extension's app id on the emulators, where no app is registered. */
export const LOCAL_EXTENSION_APP_ID = `1:${LOCAL_PROJECT_NUMBER}:web:spurq-extension-local`;

let keys: Promise<{ publicKey: CryptoKey; privateKey: CryptoKey }> | undefined;
const localKeys = () => (keys ??= generateKeyPair("RS256"));

/** Signs a token as App Check would, with this process's key; the tests vary the claims. */
export async function signLocalAppCheckToken(
  appId: string,
  {
    ttlMillis,
    issuer = LOCAL_APP_CHECK_ISSUER,
    audience = LOCAL_APP_CHECK_AUDIENCE,
  }: { ttlMillis: number; issuer?: string; audience?: string },
): Promise<string> {
  const { privateKey } = await localKeys();
  const nowSeconds = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "RS256", typ: "JWT", kid: "local" })
    .setSubject(appId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + Math.floor(ttlMillis / 1000))
    .sign(privateKey);
}

/** The local stand-in of createToken. */
export const localAppCheckMinter: AppCheckMinter = async (appId, ttlMillis) => ({
  token: await signLocalAppCheckToken(appId, { ttlMillis }),
  ttlMillis,
});

/** The local stand-in of verifyToken: signature, issuer, audience and expiry, as the Admin SDK. */
export const localAppCheckVerifier: AppCheckVerifier = async (token) => {
  const { publicKey } = await localKeys();
  const { payload } = await jwtVerify(token, publicKey, {
    issuer: LOCAL_APP_CHECK_ISSUER,
    audience: LOCAL_APP_CHECK_AUDIENCE,
    algorithms: ["RS256"],
  });
  if (!payload.sub) throw new Error("An App Check token names its app.");
  return { appId: payload.sub };
};
