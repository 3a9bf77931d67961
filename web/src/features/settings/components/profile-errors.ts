// What a failed profile save means for the form: which field the server blamed and with which of
// its messages (in English, translated where shown), and how the e-mail change through Firebase
// Authentication ended.
import { ApiError } from "@/lib/api-client";
import { loadFirebase } from "@/lib/firebase-loader";
import { serverMessage } from "@/lib/server-message";

export type ProfileField = "username" | "email" | "bio";
const FIELDS: readonly string[] = ["username", "email", "bio"];

export interface ProfileError {
  /** The field to show `message` under, when the server named one. */
  field?: ProfileField;
  message: string;
  /** A reason the toast gives instead of its general text (too many renames). */
  toastMessage?: string;
}

interface ErrorBody {
  error?: unknown;
  field?: unknown;
  issues?: { path?: unknown; message?: unknown }[];
}

/**
 * A 400 names the field and its schema message in `issues` (the `error` text is prefixed with the
 * field); a 409 names the field whose value another account has.
 */
export function profileErrorOf(error: unknown): ProfileError {
  if (!(error instanceof ApiError)) return { message: "" };
  const body = (error.body ?? {}) as ErrorBody;
  const text = typeof body.error === "string" ? body.error : "";
  if (error.status === 429) return { message: text, toastMessage: text };
  const field = typeof body.field === "string" && FIELDS.includes(body.field) ? body.field : undefined;
  if (!field) return { message: text };
  const issue = body.issues?.find((each) => each.path === field);
  const message = typeof issue?.message === "string" ? issue.message : text;
  return { field: field as ProfileField, message };
}

/**
 * The server's words for a failed call without the "field: " its 400s start with, so the text is
 * the schema's or service's own (the one the messages namespace translates).
 */
export function serverText(error: unknown): string {
  const message = serverMessage(error);
  const field = error instanceof ApiError ? (error.body as ErrorBody | undefined)?.field : undefined;
  return typeof field === "string" && message.startsWith(`${field}: `)
    ? message.slice(field.length + 2)
    : message;
}

export type EmailChangeOutcome = "sent" | "signInAgain" | "noUser" | "failed";

/**
 * Asks Firebase Authentication to send a link to `email`; the account's address changes when it
 * is opened. Firebase wants a recent sign-in for this; with nobody signed in to it (the session
 * ended meanwhile) there is no one to change.
 *
 * An address that already has an account is "sent" too: the server, which answers alike for any
 * address, has sent it Spurq's notice that nothing was changed (docs/decisions.md, "Accounts"), so
 * a message did go there either way, and saying anything else would tell the person which
 * addresses have accounts. Firebase reports such an address (`auth/email-already-in-use`) only
 * without its e-mail enumeration protection; with it, it answers as for a free one and sends nothing.
 */
export async function startEmailChange(email: string): Promise<EmailChangeOutcome> {
  try {
    const { auth, verifyBeforeUpdateEmail } = await loadFirebase();
    if (!auth.currentUser) return "noUser";
    await verifyBeforeUpdateEmail(auth.currentUser, email.trim());
    return "sent";
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "auth/requires-recent-login" || code === "auth/user-token-expired") return "signInAgain";
    if (code === "auth/email-already-in-use") return "sent";
    return "failed";
  }
}
