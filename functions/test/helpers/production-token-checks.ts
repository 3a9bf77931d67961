// On the Auth emulator the Admin SDK checks revocation and disabled accounts on *every*
// verifyIdToken call (firebase-admin's base-auth.js: `if (checkRevoked || isEmulator)`), so a
// route that forgets `verifyIdToken(token, true)` still refuses a disabled user there, and a test
// of that route cannot fail. In production a plain verification checks only the token itself.
// This makes the emulator verify as production does: a plain call checks the token's claims (the
// emulator's tokens carry no signature), and only a call with checkRevoked asks the account.
import { vi } from "vitest";
import type { DecodedIdToken } from "firebase-admin/auth";
import { adminAuthForTests } from "./auth-emulator";

interface TokenVerifier {
  verifyJWT(idToken: string, isEmulator: boolean): Promise<DecodedIdToken>;
}

/** Installs production's verification semantics on the app's Auth instance; returns the undo. */
export function verifyTokensAsProductionDoes(): () => void {
  const auth = adminAuthForTests();
  const verifier = (auth as unknown as { idTokenVerifier: TokenVerifier }).idTokenVerifier;
  if (typeof verifier?.verifyJWT !== "function") {
    throw new Error("firebase-admin changed: cannot reach its ID token verifier.");
  }
  const original = auth.verifyIdToken.bind(auth);
  const spy = vi
    .spyOn(auth, "verifyIdToken")
    .mockImplementation((idToken, checkRevoked) =>
      checkRevoked ? original(idToken, true) : verifier.verifyJWT(idToken, true),
    );
  return () => spy.mockRestore();
}
