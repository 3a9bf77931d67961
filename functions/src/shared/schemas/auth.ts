// Identity: the sync payload, the user record and the uid repair call.
import { z } from "zod";
import { firebaseUidSchema, isValidTimeZone } from "./common";
import { LANGUAGES } from "./settings";
import type { JobView } from "./jobs";

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const BIO_MAX = 160;

/**
 * A username: 3 to 30 letters, digits, dots, underscores or hyphens. The character set keeps
 * usernames safe as Firestore document ids (`usernames/{lowercase}`) and in links.
 */
export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN, "Username must be at least 3 characters.")
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters.`)
  .regex(/^[\p{L}\p{N}._-]+$/u, "Username may only contain letters, numbers, dots, underscores and hyphens.");

/**
 * POST /api/auth/sync (the `firebaseUid` the client adds is checked and removed by the identity
 * middleware before this schema sees the body). The e-mail always comes from the verified token, never from here. */
export const syncUserBodySchema = z.strictObject({
  email: z.string().max(320).nullish(),
  displayName: z.string().max(200).nullish(),
  photoURL: z.string().max(2048).nullish(),
  isNewAccount: z.boolean().optional(),
  /**
   * The code of the invitation link the person signed up through: a new account becomes the
   * inviter's friend. A malformed one is dropped rather than refused, because an invitation must
   * never block a sign-up.
   */
  inviteCode: z.string().max(256).nullish().catch(null),
  /**
   * The browser's IANA time zone: it decides which day an action counts for, in streaks and daily
   * statistics. UTC until the app sends one.
   */
  timeZone: z
    .string()
    .max(64)
    .refine(isValidTimeZone, "timeZone must be an IANA time zone name, such as Europe/Paris.")
    .optional(),
  /**
   * The browser's language when it is one of the app's six: a new account's interface language; an
   * existing account keeps its own. Anything else is dropped rather than refused, as a preference
   * must never block a sign-up; the account then starts in English.
   */
  language: z.enum(LANGUAGES).optional().catch(undefined),
});
export type SyncUserBody = z.infer<typeof syncUserBodySchema>;

/** POST /api/auth/fix-current-uid. */
export const fixCurrentUidBodySchema = z.strictObject({
  email: z.string().trim().email("Please enter a valid email.").max(320),
  newFirebaseUid: firebaseUidSchema,
});
export type FixCurrentUidBody = z.infer<typeof fixCurrentUidBodySchema>;

/**
 * What POST /api/auth/fix-current-uid answers: 200 with the user record when it is linked to the
 * caller's uid already (nothing to move), or 202 with the account repair job that moves it (its
 * owner follows it at GET /api/jobs/{id}, then reads the record). `isRepairJob` tells them apart.
 */
export type FixCurrentUidAnswer = UserRecord | JobView;

/** The user record the server returns (docs/product-spec.md §3, User). */
export const userRecordSchema = z.object({
  id: z.string(),
  firebaseUid: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** POST /api/auth/extension-token: a one-time credential for Spurq's browser extension. */
export interface ExtensionToken {
  /** A Firebase custom token for the caller's uid (valid an hour, exchanged once for a session). */
  customToken: string;
}

/** POST /api/auth/extension-app-check: an App Check token for Spurq's browser extension. */
export interface ExtensionAppCheckToken {
  /** Sent in X-Firebase-AppCheck on every api call until shortly before it expires. */
  token: string;
  /** When the token expires, in milliseconds since the epoch (what a custom provider returns). */
  expireTimeMillis: number;
}
