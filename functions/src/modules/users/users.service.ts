// The users module's public use: reading user records and cards, the transaction that claims
// usernames and e-mail addresses with a record, and the record in the API's shape. Other modules
// store their per-user data under users/{uid} (lib/user-document.ts) and change the record only
// through the functions here.
import { ERROR_CODES, SIGN_UP_CONFLICT_MESSAGES, type UserRecord } from "../../shared";
import type { Caller } from "../../types/express";
import { conflict } from "../../lib/errors";
import type { UserDoc } from "./users.repository";

export {
  REFRESH_FROM_START,
  UserTransaction,
  cardsById,
  changeFriendCount,
  deleteUserRecord,
  getEmailOwner,
  getUser,
  getUserVersion,
  lowerKey,
  readUser,
  runUserTransaction,
  setRefreshMarker,
  toCard,
  updateUserMap,
  usersByUsernamePrefix,
} from "./users.repository";
export { avatarUrl } from "./avatar-url";

const USERNAME_TAKEN_MESSAGE = SIGN_UP_CONFLICT_MESSAGES.usernameTaken;

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
