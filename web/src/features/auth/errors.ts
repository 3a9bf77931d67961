// Maps identity-provider and server errors to the exact texts of spec 8 (Sign-in and sign-up).
import type {
  ERROR_CODES as SharedErrorCodes,
  SIGN_UP_CONFLICT_MESSAGES as SharedSignUpMessages,
} from "@shared";
import { parseApiErrorMessage } from "@/lib/api-client";

// A copy checked against the contract's type: importing the value would pull zod into the
// first bundle the landing page loads.
const ERROR_CODES: typeof SharedErrorCodes = {
  usernameTaken: "USERNAME_TAKEN",
  emailTaken: "EMAIL_TAKEN",
  emailLinkedToOtherUid: "EMAIL_LINKED_TO_OTHER_UID",
  emailNotVerified: "EMAIL_NOT_VERIFIED",
};
const SIGN_UP_CONFLICT_MESSAGES: typeof SharedSignUpMessages = {
  usernameTaken: "This username is already taken. Please try another username.",
  emailTaken: "This email is already associated with an account. Please use another email or try logging in.",
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
      return "Invalid email or password. Please try again.";
    case "auth/user-disabled":
      return "This account has been disabled. Please contact support.";
    case "auth/user-not-found":
      return "No account found with this email. Please check your email or register.";
    case "auth/wrong-password":
      return "Incorrect password. Please try again.";
    case "auth/too-many-requests":
      return "Too many failed login attempts. Please try again later.";
    default:
      return messageOf(error) ?? "Login failed. Please check your email and password.";
  }
}

/** The alert shown on the register tab when creating the identity fails. */
export function registrationErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case "auth/email-already-in-use":
      return "This email is already registered. Please use a different email or try logging in.";
    case "auth/invalid-email":
      return "Please enter a valid email address.";
    case "auth/weak-password":
    case "auth/password-does-not-meet-requirements":
      return "Your password is too weak. Please use a stronger password.";
    default:
      return messageOf(error) ?? "Registration failed. Please try again.";
  }
}

/** The server's `error` text of an API error message, if it has one. */
export function serverErrorText(error: unknown): string | undefined {
  const message = messageOf(error);
  if (!message) return undefined;
  const { status, body } = parseApiErrorMessage(message);
  if (status === null) return message;
  return typeof body.error === "string" && body.error ? body.error : undefined;
}

/** The description of the 'Account Creation Issue' toast after a failed sign-up sync. */
export function signUpSyncErrorMessage(error: unknown): string {
  const message = messageOf(error) ?? "";
  const { body } = parseApiErrorMessage(message);
  const code = typeof body.code === "string" ? body.code : undefined;
  const detail = `${typeof body.detail === "string" ? body.detail : ""} ${typeof body.error === "string" ? body.error : ""}`;
  if (code === ERROR_CODES.usernameTaken || /duplicate username|username.*taken/i.test(detail)) {
    return SIGN_UP_CONFLICT_MESSAGES.usernameTaken;
  }
  if (
    code === ERROR_CODES.emailTaken ||
    code === ERROR_CODES.emailLinkedToOtherUid ||
    /duplicate e-?mail|email.*(taken|associated|exists)/i.test(detail)
  ) {
    return SIGN_UP_CONFLICT_MESSAGES.emailTaken;
  }
  return serverErrorText(error) ?? "Failed to sync user with database.";
}

/** Spec 7: a sync error whose detail mentions a foreign key or 'Key (firebase_uid)' is repairable. */
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
