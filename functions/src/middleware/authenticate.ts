// Verifies the Firebase ID token on every /api request
// (docs/decisions.md, "Identity comes from a verified ID token").
// No token, a malformed one, an expired one or one for another project: 401 { error: "Unauthorized" }.
// On the emulators the Admin SDK also checks revocation on every call (it cannot check signatures),
// so there an e-mail or password change ends earlier tokens; in production only assertTokenNotRevoked does.
import type { RequestHandler } from "express";
import { adminAuth } from "../lib/firebase";
import { unauthorized } from "../lib/errors";

const BEARER = /^Bearer ([A-Za-z0-9._-]+)$/;

export const authenticate: RequestHandler = async (req, _res, next) => {
  const idToken = BEARER.exec(req.get("authorization") ?? "")?.[1];
  if (!idToken) throw unauthorized();
  let token;
  try {
    token = await adminAuth().verifyIdToken(idToken);
  } catch {
    throw unauthorized();
  }
  req.caller = {
    uid: token.uid,
    tokenUid: token.uid,
    isAdmin: token.admin === true,
    impersonating: false,
    token,
    idToken,
  };
  next();
};

/**
 * For sensitive operations (admin override, account repair, deletions, SMS): also refuse tokens
 * whose refresh tokens were revoked or whose account was disabled since the token was issued.
 * Costs one Auth lookup, so plain reads do without it.
 */
export async function assertTokenNotRevoked(idToken: string): Promise<void> {
  try {
    await adminAuth().verifyIdToken(idToken, true);
  } catch {
    throw unauthorized();
  }
}

/**
 * Route middleware for what destroys data or reaches other people (deleting, sending SMS,
 * consent, account repair): a token issued before its account was disabled or its sessions
 * revoked still passes `authenticate` for up to an hour, and must not pass here
 * (docs/decisions.md, "Revoked or disabled accounts").
 */
export const requireFreshToken: RequestHandler = async (req, _res, next) => {
  if (!req.caller) throw new Error("requireFreshToken needs authenticate first");
  await assertTokenNotRevoked(req.caller.idToken);
  next();
};
