// Cloud Functions secrets and parameters (CONVENTIONS habit 4). Values are read at request time
// with .value(), never at module load, and never logged. Locally, with no functions/.secret.local,
// secrets read as empty strings: the SMS feature then records messages as simulated.
import { defineSecret } from "firebase-functions/params";

export const TWILIO_ACCOUNT_SID = defineSecret("TWILIO_ACCOUNT_SID");
export const TWILIO_AUTH_TOKEN = defineSecret("TWILIO_AUTH_TOKEN");
export const TWILIO_FROM_NUMBER = defineSecret("TWILIO_FROM_NUMBER");

/** Bound to the api function so production injects them. */
export const API_SECRETS = [TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER];
