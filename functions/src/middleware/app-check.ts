// App Check on /api (docs/production.md, App Check): with enforcement on, every request but the
// public avatars must carry an App Check token in X-Firebase-AppCheck that verifies for this
// project (signed by App Check's keys, issuer https://firebaseappcheck.googleapis.com/<project
// number>, audience projects/<project number>), else 401 { error: "Unauthorized" }, before any ID
// token is looked at. Enforcement is off on the emulators and in the tests (the debug provider's
// tokens can only be verified by the real service); a deploy turns it on with
// APP_CHECK_ENFORCE=true in functions/.env.<project>. The verifier is injectable: offline, the
// Admin SDK cannot fetch App Check's public keys, so tests verify tokens signed by a local key
// (lib/app-check-local.ts). One route is exempt: the one where the browser extension gets its
// token (docs/decisions.md, "App Check for the extension"); it still needs a live ID token.
import type { Request, RequestHandler } from "express";
import { unauthorized } from "../lib/errors";
import { adminAppCheck } from "../lib/firebase";
import type { AppCheckVerifier } from "../lib/app-check-local";

export type { AppCheckVerifier };

/**
 * Requests App Check does not guard, as method and path under /api. Exact: another spelling of
 * the path (a case or a trailing slash Express would still route) is guarded, never the reverse.
 */
export const APP_CHECK_EXEMPT = [{ method: "POST", path: "/auth/extension-app-check" }] as const;

const exempt = (req: Request) =>
  APP_CHECK_EXEMPT.some(({ method, path }) => req.method === method && req.path === path);

/** Production's verifier: the Admin SDK (signature against App Check's JWKS, issuer, audience, expiry). */
export const adminAppCheckVerifier: AppCheckVerifier = async (token) => {
  const result = await adminAppCheck().verifyToken(token);
  return { appId: result.appId };
};

/** Whether App Check is enforced: APP_CHECK_ENFORCE=true, and never on the Functions emulator. */
export function appCheckEnforced(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.APP_CHECK_ENFORCE === "true" && env.FUNCTIONS_EMULATOR !== "true";
}

const TOKEN = /^[A-Za-z0-9._-]+$/;

export function appCheck({
  enforce = appCheckEnforced(),
  verify = adminAppCheckVerifier,
}: { enforce?: boolean; verify?: AppCheckVerifier } = {}): RequestHandler {
  return async (req, _res, next) => {
    if (!enforce || exempt(req)) return next();
    const token = req.get("x-firebase-appcheck") ?? "";
    if (!TOKEN.test(token)) throw unauthorized();
    try {
      await verify(token);
    } catch {
      throw unauthorized();
    }
    next();
  };
}
