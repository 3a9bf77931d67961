// The identity rules (docs/decisions.md, "Identity comes from a verified ID token" and "Admins and
// acting as another user"). The reference client sends the user id it believes it is
// (`X-Firebase-Uid`, and `firebaseUid` in the query string or JSON body); the server trusts only
// the verified token. A differing id is refused with 403, except for an admin (custom claim
// `admin: true` on the token and, read again with the Admin SDK, on the account now), who may act
// as a non-admin user; every such request leaves one audit record.
import type { Request, RequestHandler } from "express";
import { adminAuth } from "../lib/firebase";
import { badRequest, forbidden, notFound, unauthorized } from "../lib/errors";
import { logImpersonation } from "../lib/logger";
import { assertTokenNotRevoked } from "./authenticate";
import { recordImpersonation } from "../modules/audit";

export const identity: RequestHandler = async (req, _res, next) => {
  const caller = req.caller;
  if (!caller) throw new Error("identity middleware needs authenticate first");
  const claimed = claimedUid(req);
  stripFirebaseUid(req);
  if (claimed === undefined || claimed === caller.tokenUid) return next();

  if (!caller.isAdmin) throw notYours();
  await assertTokenNotRevoked(caller.idToken);
  await assertStillAdmin(caller.tokenUid);
  await assertImpersonable(claimed);
  await recordImpersonation({
    actorUid: caller.tokenUid,
    targetUid: claimed,
    method: req.method,
    path: req.baseUrl + req.path,
    requestId: req.requestId,
  });
  logImpersonation({ requestId: req.requestId, actorUid: caller.tokenUid, targetUid: claimed });
  req.caller = { ...caller, uid: claimed, impersonating: true };
  next();
};

const notYours = () => forbidden("The user id in the request does not match the signed-in user.");

/**
 * The token's claim may be up to an hour old: the account must carry `admin: true` now, as the
 * Admin SDK reads it, or the caller is no admin any more and is refused as anyone else is.
 */
async function assertStillAdmin(uid: string): Promise<void> {
  let actor;
  try {
    actor = await adminAuth().getUser(uid);
  } catch {
    throw unauthorized();
  }
  if (actor.customClaims?.admin !== true) throw notYours();
}

/** The one user id the client claims, or undefined; contradictory claims are a bad request. */
function claimedUid(req: Request): string | undefined {
  const candidates = [req.get("x-firebase-uid"), req.query.firebaseUid, bodyField(req, "firebaseUid")]
    .filter((value) => value !== undefined && value !== "")
    .map((value) => {
      if (typeof value !== "string")
        throw badRequest("firebaseUid must be a string.", { field: "firebaseUid" });
      return value;
    });
  const distinct = [...new Set(candidates)];
  if (distinct.length > 1)
    throw badRequest("The request names more than one user id.", { field: "firebaseUid" });
  return distinct[0];
}

function bodyField(req: Request, name: string): unknown {
  return isPlainObject(req.body) ? req.body[name] : undefined;
}

/** Handlers validate bodies strictly; the identity field has been dealt with here. */
function stripFirebaseUid(req: Request): void {
  if (isPlainObject(req.body)) delete req.body.firebaseUid;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Admins may act only as existing, non-admin users. */
async function assertImpersonable(uid: string): Promise<void> {
  let target;
  try {
    target = await adminAuth().getUser(uid);
  } catch {
    throw notFound("User not found");
  }
  if (target.customClaims?.admin === true) throw forbidden("Administrators cannot be impersonated.");
}
