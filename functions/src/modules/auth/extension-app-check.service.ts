// POST /api/auth/extension-app-check: App Check for the browser extension (docs/production.md,
// App Check). reCAPTCHA cannot run in an MV3 service worker, so the extension uses a custom
// provider: it asks here, with its reader's ID token, and the server mints an App Check token for
// the extension's registered app with the Admin SDK. That token proves a live account asked
// within its allowance, not an unmodified extension; the route is exempt from App Check itself,
// or the extension could never get its first token (docs/decisions.md, "App Check for the
// extension").
import type { Caller } from "../../types/express";
import type { ExtensionAppCheckToken } from "../../shared";
import { adminAppCheck } from "../../lib/firebase";
import { AppError, forbidden } from "../../lib/errors";
import { extensionAppIdSetting } from "../../lib/secrets";
import { LOCAL_EXTENSION_APP_ID, localAppCheckMinter, type AppCheckMinter } from "../../lib/app-check-local";
import { wallClock } from "../../lib/clock";
import { assertActiveAccount } from "../users";

/**
 * How long a minted token lasts: the Admin SDK's shortest (it accepts 30 minutes to 7 days), so a
 * token taken from a browser is of little use for long. The extension refreshes it before then.
 */
export const EXTENSION_APP_CHECK_TTL_MS = 30 * 60 * 1000;

/** Production's minter: createToken signs with the function's service account and asks App Check. */
export const adminAppCheckMinter: AppCheckMinter = async (appId, ttlMillis) => {
  const { token, ttlMillis: granted } = await adminAppCheck().createToken(appId, { ttlMillis });
  return { token, ttlMillis: granted };
};

/**
 * The minter a deployed function uses (the Admin SDK's) or, on the Functions emulator, the local
 * key's: offline createToken cannot reach App Check, and nothing there verifies the token.
 */
export function defaultAppCheckMinter(env: NodeJS.ProcessEnv = process.env): AppCheckMinter {
  return env.FUNCTIONS_EMULATOR === "true" ? localAppCheckMinter : adminAppCheckMinter;
}

/** The extension's registered app id; on the emulators, where none is registered, a local one. */
function extensionAppId(): string {
  const configured = extensionAppIdSetting();
  if (configured) return configured;
  if (process.env.FUNCTIONS_EMULATOR === "true") return LOCAL_EXTENSION_APP_ID;
  throw new AppError(503, "App Check for the browser extension is not configured.");
}

/** An App Check token for the extension, for the caller's own live account only. */
export async function mintExtensionAppCheck(
  caller: Caller,
  mint: AppCheckMinter,
): Promise<ExtensionAppCheckToken> {
  if (caller.impersonating) throw forbidden("The extension connects to your own account only.");
  await assertActiveAccount(caller.tokenUid);
  const { token, ttlMillis } = await mint(extensionAppId(), EXTENSION_APP_CHECK_TTL_MS);
  return { token, expireTimeMillis: wallClock().getTime() + ttlMillis };
}
