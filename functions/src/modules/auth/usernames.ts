// Username rules that need no database: validation of a chosen name and candidates for one
// derived from a federated profile (a Google display name or the e-mail's local part).
import { randomInt } from "node:crypto";
import { USERNAME_MAX, USERNAME_MIN, usernameSchema } from "../../shared";
import { badRequest } from "../../lib/errors";

/** The username a person chose at sign-up; 400 with the schema's message when it is not valid. */
export function chosenUsername(displayName: string | null | undefined): string {
  if (!displayName?.trim())
    throw badRequest("displayName: Please choose a username.", { field: "displayName" });
  const parsed = usernameSchema.safeParse(displayName);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Invalid username.";
    throw badRequest(`displayName: ${message}`, { field: "displayName" });
  }
  return parsed.data;
}

/**
 * Usernames to try, best first, for someone who did not choose one: the display name or e-mail
 * local part reduced to allowed characters, then the same with random numeric suffixes.
 */
export function derivedUsernameCandidates(displayName: string | null | undefined, email: string): string[] {
  const fromName = sanitize(displayName ?? "");
  const fromEmail = sanitize(email.split("@")[0] ?? "");
  let base = fromName.length >= USERNAME_MIN ? fromName : fromEmail;
  if (base.length < USERNAME_MIN) base = `reader${base}`;
  base = base.slice(0, USERNAME_MAX - 5);
  const suffixed = Array.from({ length: 5 }, () => `${base}${randomInt(10, 99_999)}`);
  return [base, ...suffixed];
}

function sanitize(value: string): string {
  return value
    .normalize("NFKC")
    .trim()
    .replace(/\s+/g, ".")
    .replace(/[^\p{L}\p{N}._-]/gu, "")
    .replace(/^[._-]+|[._-]+$/g, "");
}
