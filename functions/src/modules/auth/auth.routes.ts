// /api/auth: thin handlers over auth.service.
import { Router } from "express";
import { fixCurrentUidBodySchema, syncUserBodySchema } from "../../shared";
import { accepted, created, handle } from "../../middleware/handler";
import { assertTokenNotRevoked, requireFreshToken } from "../../middleware/authenticate";
import { currentUser, fixCurrentUid, syncUser } from "./auth.service";
import { mintExtensionToken } from "./extension-token.service";
import { defaultAppCheckMinter, mintExtensionAppCheck } from "./extension-app-check.service";
import type { AppCheckMinter } from "../../lib/app-check-local";
import { takeAllowance } from "../rate-limits";

export const authRouter = Router();

authRouter.post(
  "/sync",
  handle({ body: syncUserBodySchema }, async ({ caller, body }) => {
    // Creating the record needs a fresh token; refreshing an existing one does not.
    const { record, created: isNew } = await syncUser(caller, body, {
      confirmNewAccount: () => assertTokenNotRevoked(caller.idToken),
    });
    return isNew ? created(record) : record;
  }),
);

authRouter.get(
  "/user",
  handle({}, ({ caller }) => currentUser(caller)),
);

authRouter.post(
  "/fix-current-uid",
  requireFreshToken,
  // 200 with the record when it is linked already; 202 with the job that moves it otherwise.
  handle({ body: fixCurrentUidBodySchema }, async ({ caller, body }) => {
    const result = await fixCurrentUid(caller, body);
    return "job" in result ? accepted(result.job) : result.record;
  }),
);

// A credential for the browser extension: a live session only (a revoked one must not mint a new
// one), within its allowance.
authRouter.post(
  "/extension-token",
  requireFreshToken,
  handle({}, async ({ caller }) => {
    await takeAllowance({ extensionConnect: caller.tokenUid });
    return created(await mintExtensionToken(caller));
  }),
);

/**
 * The extension's App Check token (exempt from App Check: middleware/app-check.ts): a live session
 * of the caller's own account, within its allowance. A router of its own so that a test can give
 * it the minter that matches its verifier.
 */
export function extensionAppCheckRouter(mint: AppCheckMinter = defaultAppCheckMinter()): Router {
  const router = Router();
  router.post(
    "/extension-app-check",
    requireFreshToken,
    handle({}, async ({ caller }) => {
      await takeAllowance({ extensionAppCheck: caller.tokenUid });
      return created(await mintExtensionAppCheck(caller, mint));
    }),
  );
  return router;
}
