// Maps identity-provider and server errors to the exact texts of docs/product-spec.md §8 (Sign-in and
// sign-up), in the interface language (the auth namespace; the server's own words through
// translateMessage).
import type {
  ERROR_CODES as SharedErrorCodes,
  SIGN_UP_CONFLICT_MESSAGES as SharedSignUpMessages,
} from "@shared";
import { parseApiErrorMessage } from "@/lib/api-client";
import { i18n, translateMessage } from "@/lib/i18n";

// A copy checked against the contract's type: importing the value would pull zod into the
// first bundle the landing page loads.
const ERROR_CODES: typeof SharedErrorCodes = {
  usernameTaken: "USERNAME_TAKEN",
  emailTaken: "EMAIL_TAKEN",
  emailLinkedToOtherUid: "EMAIL_LINKED_TO_OTHER_UID",
  emailNotVerified: "EMAIL_NOT_VERIFIED",
  accountGone: "ACCOUNT_GONE",
};
/** The auth namespace's keys of the contract's conflict texts (errors.test.ts checks the English agrees). */
export const SIGN_UP_CONFLICT_KEYS: Record<keyof typeof SharedSignUpMessages, string> = {
  usernameTaken: "auth:errors.signUp.usernameTaken",
  emailTaken: "auth:errors.signUp.emailTaken",
};

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

function messageOf(error: unknown): string | undefined {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === "string" && message.trim() ? message : undefined;
}

/** The description of the 'Login failed' toast. */
export function loginErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case "auth/invalid-credential":
    case "auth/invalid-login-credentials":
      return i18n.t("auth:errors.login.invalidCredential");
    case "auth/user-disabled":
      return i18n.t("auth:errors.login.userDisabled");
    case "auth/user-not-found":
      return i18n.t("auth:errors.login.userNotFound");
    case "auth/wrong-password":
      return i18n.t("auth:errors.login.wrongPassword");
    case "auth/too-many-requests":
      return i18n.t("auth:errors.login.tooManyRequests");
    default:
      return messageOf(error) ?? i18n.t("auth:errors.login.fallback");
  }
}

/** The alert shown on the register tab when creating the identity fails. */
export function registrationErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case "auth/email-already-in-use":
      return i18n.t("auth:errors.registration.emailInUse");
    case "auth/invalid-email":
      return i18n.t("auth:errors.registration.invalidEmail");
    case "auth/weak-password":
    case "auth/password-does-not-meet-requirements":
      return i18n.t("auth:errors.registration.weakPassword");
    default:
      return messageOf(error) ?? i18n.t("auth:errors.registration.fallback");
  }
}

/** The register form's field a failure belongs beside, or null for the form as a whole. */
export type SignUpField = "username" | "email" | "password" | null;

/** The field of a failure to create the identity (the e-mail in use, say). */
export function registrationErrorField(error: unknown): SignUpField {
  switch (codeOf(error)) {
    case "auth/email-already-in-use":
    case "auth/invalid-email":
      return "email";
    case "auth/weak-password":
    case "auth/password-does-not-meet-requirements":
      return "password";
    default:
      return null;
  }
}

/** The field of a failed sign-up sync: the username or e-mail that is already taken. */
export function signUpSyncErrorField(error: unknown): SignUpField {
  const message = signUpSyncErrorMessage(error);
  if (message === i18n.t(SIGN_UP_CONFLICT_KEYS.usernameTaken)) return "username";
  if (message === i18n.t(SIGN_UP_CONFLICT_KEYS.emailTaken)) return "email";
  return null;
}

/** The server's `error` text of an API error message (in the interface language when known), if it has one. */
export function serverErrorText(error: unknown): string | undefined {
  const message = messageOf(error);
  if (!message) return undefined;
  const { status, body } = parseApiErrorMessage(message);
  if (status === null) return message;
  return typeof body.error === "string" && body.error ? translateMessage(body.error) : undefined;
}

/** The description of the 'Account Creation Issue' toast after a failed sign-up sync. */
export function signUpSyncErrorMessage(error: unknown): string {
  const message = messageOf(error) ?? "";
  const { body } = parseApiErrorMessage(message);
  const code = typeof body.code === "string" ? body.code : undefined;
  const detail = `${typeof body.detail === "string" ? body.detail : ""} ${typeof body.error === "string" ? body.error : ""}`;
  if (code === ERROR_CODES.usernameTaken || /duplicate username|username.*taken/i.test(detail)) {
    return i18n.t(SIGN_UP_CONFLICT_KEYS.usernameTaken);
  }
  if (
    code === ERROR_CODES.emailTaken ||
    code === ERROR_CODES.emailLinkedToOtherUid ||
    /duplicate e-?mail|email.*(taken|associated|exists)/i.test(detail)
  ) {
    return i18n.t(SIGN_UP_CONFLICT_KEYS.emailTaken);
  }
  return serverErrorText(error) ?? i18n.t("auth:errors.syncFailed");
}

/** A sync error whose detail mentions a foreign key or 'Key (firebase_uid)' is repairable. */
export function needsUidRepair(error: unknown): boolean {
  const { body } = parseApiErrorMessage(messageOf(error) ?? "");
  const detail = typeof body.detail === "string" ? body.detail : "";
  return (
    body.code === ERROR_CODES.emailLinkedToOtherUid ||
    detail.includes("Key (firebase_uid)") ||
    /foreign key/i.test(detail)
  );
}

/** The server refused the uid repair until the e-mail address is verified. */
export function needsEmailVerification(error: unknown): boolean {
  const { body } = parseApiErrorMessage(messageOf(error) ?? "");
  return body.code === ERROR_CODES.emailNotVerified;
}
