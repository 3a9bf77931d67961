// Cloud Functions secrets and parameters. Values are read at request time with .value(), never at
// module load, and never logged. Locally, with no functions/.secret.local, secrets read as empty
// strings: the SMS feature then records messages as simulated.
import { defineSecret, defineString } from "firebase-functions/params";

export const TWILIO_ACCOUNT_SID = defineSecret("TWILIO_ACCOUNT_SID");
export const TWILIO_AUTH_TOKEN = defineSecret("TWILIO_AUTH_TOKEN");
export const TWILIO_FROM_NUMBER = defineSecret("TWILIO_FROM_NUMBER");

/** Bound to the api function so production injects them. */
export const API_SECRETS = [TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER];

/**
 * The app's public address (the Hosting domain), for links the server sends out. Configured,
 * never taken from the request: a client can forge Host and X-Forwarded-Host. The emulator's
 * value is in functions/.env.local; a deploy asks for it and keeps it in functions/.env.<project>.
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
