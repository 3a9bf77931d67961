// Building blocks shared by the request/response schemas. This folder is imported by both the
// Cloud Functions and the web app (through the `@shared` alias), so it depends on zod only.
import { z } from "zod";

/** The Firebase uid a client may send; the server only accepts its own token's uid. */
export const firebaseUidSchema = z.string().min(1).max(128);

/** Every failed `/api` request's body (docs/decisions.md, "Requests, errors and lists"). */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  detail: z.string().optional(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Machine-readable error codes the client maps to its messages (docs/product-spec.md §8). */
export const ERROR_CODES = {
  usernameTaken: "USERNAME_TAKEN",
  emailTaken: "EMAIL_TAKEN",
  emailLinkedToOtherUid: "EMAIL_LINKED_TO_OTHER_UID",
  /** Account repair needs a verified e-mail: the client sends the verification e-mail. */
  emailNotVerified: "EMAIL_NOT_VERIFIED",
  /** A write (or a sign-in) for an account whose record is gone or being deleted: 403. */
  accountGone: "ACCOUNT_GONE",
} as const;

/** Sign-up conflict toast texts (docs/product-spec.md §8): the server sends, the client shows. */
export const SIGN_UP_CONFLICT_MESSAGES = {
  usernameTaken: "This username is already taken. Please try another username.",
  emailTaken: "This email is already associated with an account. Please use another email or try logging in.",
} as const;

/** True for an IANA time zone name this runtime knows ("Europe/Paris", "UTC"). */
export function isValidTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
