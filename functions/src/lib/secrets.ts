// Cloud Functions secrets and parameters. Values are read at request time with .value(), never at
// module load, and never logged. Locally, with no functions/.secret.local, secrets read as empty
// strings: the SMS feature then records messages as simulated.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { defineSecret, defineString } from "firebase-functions/params";

/**
 * What `npm run deploy` decided for this deploy package (lib/deploy-options.json beside the built
 * index.js, written from functions/.env.<project>'s SMS_PROVIDER). The CLI analyses the code
 * without the project's .env values, so this file is the one way the same decision reaches both
 * the analysis and the running function. No file (the emulators, the tests, a plain build): null.
 */
export function readDeployOptions(file = join(__dirname, "..", "deploy-options.json")): {
  twilio: boolean;
} | null {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const parsed = JSON.parse(text) as { twilio?: unknown };
  if (typeof parsed.twilio !== "boolean") throw new Error(`${file}: "twilio" must be true or false`);
  return { twilio: parsed.twilio };
}

/**
 * Whether the Twilio secrets are declared and bound. A declared secret is one the CLI insists on
 * (it asks for it, or fails with --non-interactive), so a deploy without Twilio declares none, and
 * SMS is recorded as simulated. Without a deploy package's decision they are declared as always:
 * the emulator then reads them from functions/.secret.local (empty when absent).
 */
export const TWILIO_BOUND = readDeployOptions()?.twilio ?? true;

export const TWILIO = TWILIO_BOUND
  ? {
      accountSid: defineSecret("TWILIO_ACCOUNT_SID"),
      authToken: defineSecret("TWILIO_AUTH_TOKEN"),
      fromNumber: defineSecret("TWILIO_FROM_NUMBER"),
    }
  : null;

/** Bound to the api function so production injects them (none when the deploy has no Twilio). */
export const API_SECRETS = TWILIO ? [TWILIO.accountSid, TWILIO.authToken, TWILIO.fromNumber] : [];

/**
 * The app's public address (the Hosting domain), for links the server sends out. Configured,
 * never taken from the request: a client can forge Host and X-Forwarded-Host. The emulator's
 * value is in functions/.env.local; a deploy reads it from functions/.env.<project>, where
 * `npm run deploy:check` requires it (the deploy never asks).
 */
export const APP_URL = defineString("APP_URL", {
  description: "The app's public address, e.g. https://your-project.web.app",
});

/** APP_URL's origin (no trailing slash); throws when it is missing or not an http(s) address. */
export function appOrigin(): string {
  const value = APP_URL.value();
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new Error(`APP_URL must be the app's http(s) address; it is ${JSON.stringify(value)}`);
  }
  return url.origin;
}

/**
 * The browser extension's Firebase app id (App Check → Apps in the console, e.g.
 * 1:123456789012:web:abc123), for which POST /api/auth/extension-app-check mints App Check
 * tokens; empty when unset. Read from the environment (functions/.env.<project>) rather than
 * declared as a parameter: the CLI would ask for a parameter's value on every emulator start and
 * deploy, and most deploys need none. `npm run deploy:check` requires it when App Check is enforced.
 */
export function extensionAppIdSetting(env: NodeJS.ProcessEnv = process.env): string {
  return env.EXTENSION_APP_ID?.trim() ?? "";
}
