// The users module's public use: reading user records and cards, the transaction that claims
// usernames and e-mail addresses with a record, and the record in the API's shape. Other modules
// store their per-user data under users/{uid} (lib/user-document.ts) and change the record only
// through the functions here.
import { ERROR_CODES, SIGN_UP_CONFLICT_MESSAGES, type UserRecord } from "../../shared";
import type { Caller } from "../../types/express";
import { conflict, forbidden } from "../../lib/errors";
import { now } from "../../lib/clock";
import { getUser, isActive, runUserTransaction, type UserDoc } from "./users.repository";

export {
  REFRESH_FROM_START,
  UserTransaction,
  cardsById,
  changeFriendCount,
  deleteUserRecord,
  getEmailOwner,
  getUser,
  getUserVersion,
  isActive,
  lowerKey,
  readActiveUser,
  readUser,
  runUserTransaction,
  setRefreshMarker,
  setSearchIndexVersion,
  toCard,
  updateUserMap,
  usersByUsernamePrefix,
} from "./users.repository";
export { avatarUrl } from "./avatar-url";

const USERNAME_TAKEN_MESSAGE = SIGN_UP_CONFLICT_MESSAGES.usernameTaken;

export const NO_ACCOUNT_MESSAGE = "There is no Spurq account for this sign-in. Please sign in again.";
export const ACCOUNT_DELETING_MESSAGE = "This account is being deleted.";

/**
 * 403 for an account that may write nothing: its record is missing (never made, or deleted while
 * its ID token stays valid) or being deleted. 403, not 401: the token is good and names the
 * caller; what is refused is their account (docs/decisions.md, "Accounts").
 */
export const accountGone = (user: UserDoc | undefined) =>
  forbidden(user ? ACCOUNT_DELETING_MESSAGE : NO_ACCOUNT_MESSAGE, { code: ERROR_CODES.accountGone });

/** Throws accountGone unless `uid` has a record that is not being deleted (one read). */
export async function assertActiveAccount(uid: string): Promise<void> {
  const user = await getUser(uid);
  if (!isActive(user)) throw accountGone(user);
}

/**
 * Marks the account as being deleted, before anything of it goes; a deletion resumed after an
 * interruption keeps the first mark. Undefined when the record is gone.
 */
export function startAccountDeletion(uid: string): Promise<UserDoc | undefined> {
  return runUserTransaction(async (tx) => {
    const user = await tx.getUser(uid);
    if (!user || user.deletingAt) return user;
    tx.markDeleting(uid, now());
    return user;
  });
}

/** A create() that lost a race surfaces as ALREADY_EXISTS (gRPC code 6): someone else won the claim. */
export function mapClaimRace(error: unknown): never {
  if ((error as { code?: unknown }).code === 6) {
    throw conflict(USERNAME_TAKEN_MESSAGE, { code: ERROR_CODES.usernameTaken, detail: "duplicate username" });
  }
  throw error;
}

export function toUserRecord(user: UserDoc, caller: Caller): UserRecord {
  return {
    id: user.uid,
    firebaseUid: user.uid,
    username: user.username,
    email: user.email,
    avatar: user.avatar ?? null,
    bio: user.bio ?? null,
    createdAt: user.createdAt.toDate().toISOString(),
    // An impersonating admin sees the target's view, and targets are never admins.
    isAdmin: caller.impersonating ? false : caller.isAdmin,
  };
}
