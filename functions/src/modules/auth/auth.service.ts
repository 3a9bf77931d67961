// Identity rules: syncing the user record with the verified token, reading it, and re-linking a
// record to a new Firebase uid (docs/product-spec.md §7, Authentication). The uid is always the
// verified token's (docs/decisions.md, "Identity comes from a verified ID token").
import {
  ERROR_CODES,
  SIGN_UP_CONFLICT_MESSAGES,
  type FixCurrentUidBody,
  type JobView,
  type SyncUserBody,
  type UserRecord,
} from "../../shared";
import type { Caller } from "../../types/express";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { chosenUsername, derivedUsernameCandidates } from "./usernames";
import {
  REFRESH_FROM_START,
  accountGone,
  getUser,
  lowerKey,
  runUserTransaction,
  type UserDoc,
  type UserTransaction,
  mapClaimRace,
  toUserRecord,
} from "../users";
import { startJob, type JobQueue } from "../jobs";
import { Ledger } from "../progress";
import { now } from "../../lib/clock";
import { redeemInviteCode, redeemPendingInvitations } from "../invitations";
import { refreshAfterChange } from "../profile";
import { accountRepairRunner, type RepairParams } from "./account-repair.job";
import { startRelink } from "./relink";

// Conflicts carry the reference client's sign-up toast texts (docs/product-spec.md §8), so any
// client showing the server's text is right.
const { usernameTaken: USERNAME_TAKEN_MESSAGE, emailTaken: EMAIL_TAKEN_MESSAGE } = SIGN_UP_CONFLICT_MESSAGES;

export interface SyncResult {
  record: UserRecord;
  created: boolean;
}

export interface SyncOptions {
  /**
   * Throws unless the caller's token is fresh (its account exists, is enabled and was not revoked
   * since the token was issued). Run before a record is created: a deleted account's token stays
   * valid for up to an hour, and must not make the record again. The route passes the check;
   * the demo data and the replays call the service for accounts they made themselves.
   */
  confirmNewAccount?: () => Promise<void>;
}

/**
 * Creates the caller's record on first sync and refreshes it afterwards; idempotent. The e-mail
 * comes from the verified token, so an admin acting as someone else cannot sync. Someone signing
 * up with a password chose their username (a taken one is a 409); a federated sign-in gets a free
 * username derived from the profile. An account being deleted signs in no more (403).
 */
export async function syncUser(
  caller: Caller,
  body: SyncUserBody,
  options: SyncOptions = {},
): Promise<SyncResult> {
  // The token's e-mail and photo are the admin's, not the user's they act as.
  if (caller.impersonating) throw forbidden("An account cannot be synced on behalf of someone else.");
  const email = caller.token.email;
  if (!email) throw badRequest("Your sign-in account has no e-mail address.");
  const emailLower = lowerKey(email);
  const choseUsername = body.isNewAccount === true && caller.token.firebase.sign_in_provider === "password";
  const candidates = choseUsername
    ? [chosenUsername(body.displayName)]
    : derivedUsernameCandidates(body.displayName ?? caller.token.name, email);
  // The picture comes from the verified token alone; the body's photoURL is ignored.
  const avatar = providerPicture(caller.token.picture);
  let confirmed: Promise<void> | undefined;
  const confirmNewAccount = () => (confirmed ??= options.confirmNewAccount?.() ?? Promise.resolve());

  const result = await runUserTransaction(async (tx) => {
    const existing = await tx.getUser(caller.uid);
    if (existing?.deletingAt) throw accountGone(existing);
    if (existing) {
      const ledger = await Ledger.open(tx.raw, caller.uid);
      const user = await refreshUser(tx, existing, verifiedEmail(caller), avatar);
      countSignIn(ledger, caller.uid, body.timeZone);
      return { user, created: false, addressProved: provedNow(existing, user) };
    }
    await confirmNewAccount();

    const emailOwner = await tx.getEmailOwner(emailLower);
    if (emailOwner && emailOwner !== caller.uid) {
      throw conflict(EMAIL_TAKEN_MESSAGE, {
        code: ERROR_CODES.emailLinkedToOtherUid,
        // The reference client starts its uid repair when the detail mentions 'Key (firebase_uid)'.
        detail: "Key (firebase_uid): this e-mail is linked to another sign-in account.",
      });
    }
    const [owners, ledger] = await Promise.all([
      tx.getUsernameOwners(candidates.map(lowerKey)),
      Ledger.open(tx.raw, caller.uid),
    ]);
    const username = candidates.find((name) => !owners.get(lowerKey(name)));
    if (!username) {
      throw conflict(
        choseUsername ? USERNAME_TAKEN_MESSAGE : "Could not find a free username. Please try again.",
        {
          code: ERROR_CODES.usernameTaken,
          detail: "duplicate username",
        },
      );
    }
    const user = tx.createUser({
      uid: caller.uid,
      username,
      usernameLower: lowerKey(username),
      email,
      emailLower,
      // Kept either way, but no e-mail goes to it until Firebase Authentication says it is proved.
      emailVerified: caller.token.email_verified === true,
      avatar,
      bio: null,
      // The browser's language, when it is one of the app's six; English otherwise.
      ...(body.language ? { preferences: { language: body.language } } : {}),
    });
    tx.claimUsername(user.usernameLower, caller.uid);
    tx.claimEmail(emailLower, caller.uid);
    countSignIn(ledger, caller.uid, body.timeZone);
    return { user, created: true, addressProved: false };
  }).catch(mapClaimRace);

  // Right after the account exists (the redemption reads the new record): a new account that came
  // through an invitation link becomes the inviter's friend. It never fails the sign-up.
  if (result.created && body.inviteCode) await redeemInviteCode(body.inviteCode, caller.uid);
  // An invitation the account signed up with before proving the address it went to (a password
  // sign-up) is redeemed by the sync that first sees the address verified. It never fails the sync.
  if (result.addressProved) await redeemPendingInvitations(caller.uid);
  // A refresh of the username's and avatar's copies that an earlier request left unfinished.
  if (result.user.profileRefresh) await refreshAfterChange(caller.uid);

  return { record: toUserRecord(result.user, caller), created: result.created };
}

/**
 * A sync is a sign-in: the day's first earns its points (once a day however often the app syncs,
 * in the user's time zone, which the app sends with it), in the sync's transaction.
 */
function countSignIn(ledger: Ledger, uid: string, timeZone: string | undefined): void {
  if (timeZone) ledger.setTimeZone(uid, timeZone);
  ledger.record(uid, { type: "daily_sign_in" });
}

/**
 * The token's e-mail when Firebase Authentication says its owner proved it. A changed address
 * reaches the record only then (the web app changes it with verify-before-update, and the person
 * signs in again after following the link), so no one can make the record, and the e-mails sent to
 * it, name an address they do not own.
 */
function verifiedEmail(caller: Caller): string | undefined {
  return caller.token.email_verified === true ? caller.token.email : undefined;
}

/** Whether this sync is the one that made the record's address a verified one (first, or a new one). */
function provedNow(before: UserDoc, after: UserDoc): boolean {
  return (
    after.emailVerified === true && (before.emailVerified !== true || before.emailLower !== after.emailLower)
  );
}

/**
 * Keeps the record's e-mail in step with the token's verified one (marking the record's own
 * address verified once the token says so) and fills a missing avatar from the sign-in profile,
 * unless the user chose their avatar (or none) in Settings.
 */
async function refreshUser(
  tx: UserTransaction,
  user: UserDoc,
  email: string | undefined,
  avatar: string | null,
): Promise<UserDoc> {
  const emailLower = email === undefined ? user.emailLower : lowerKey(email);
  const changes: Partial<UserDoc> = {};
  if (email !== undefined && emailLower !== user.emailLower) {
    const owner = await tx.getEmailOwner(emailLower);
    if (owner && owner !== user.uid) throw conflict(EMAIL_TAKEN_MESSAGE, { code: ERROR_CODES.emailTaken });
    tx.releaseEmail(user.emailLower);
    tx.claimEmail(emailLower, user.uid);
    Object.assign(changes, { email, emailLower, emailVerified: true });
  } else if (email !== undefined && user.emailVerified !== true) {
    changes.emailVerified = true;
  }
  if (!user.avatar && avatar && !user.avatarSetByUser) {
    Object.assign(changes, { avatar, profileRefresh: REFRESH_FROM_START });
  }
  tx.updateUser(user.uid, { ...changes, lastLoginAt: now() });
  return { ...user, ...changes };
}

/** GET /api/auth/user: the caller's record. */
export async function currentUser(caller: Caller): Promise<UserRecord> {
  const user = await getUser(caller.uid);
  if (!user) throw notFound("User not found");
  return toUserRecord(user, caller);
}

/** What POST /api/auth/fix-current-uid answers: the linked record, or the job that moves it. */
export type FixResult = { record: UserRecord } | { job: JobView };

/**
 * Re-links the record of an e-mail address, and everything its user owns, to the caller's new
 * Firebase uid. Allowed only when the token itself has that uid and that e-mail, the e-mail is
 * verified (otherwise whoever signs up with a deleted account's address would inherit it), and
 * the record's old uid no longer exists in Firebase Auth (otherwise it belongs to a live
 * account). Its route also requires a fresh token.
 *
 * Every check runs here, in the request; the move itself is a job (account-repair.job.ts), since
 * a large account's outgrows a request. The record already linked (a finished repair asked
 * again): the record. Otherwise the old record is marked as moving and the job started, or the
 * one at work returned (one repair job per person).
 */
export async function fixCurrentUid(caller: Caller, body: FixCurrentUidBody): Promise<FixResult> {
  if (caller.impersonating) throw forbidden("An account cannot be re-linked on behalf of someone else.");
  if (body.newFirebaseUid !== caller.tokenUid) throw forbidden("newFirebaseUid must be your own uid.");
  const tokenEmail = caller.token.email;
  if (!tokenEmail || lowerKey(tokenEmail) !== lowerKey(body.email)) {
    throw forbidden("The e-mail must be the one of your signed-in account.");
  }
  if (caller.token.email_verified !== true) {
    throw forbidden(EMAIL_NOT_VERIFIED_MESSAGE, { code: ERROR_CODES.emailNotVerified });
  }
  const started = await startAccountRepair(lowerKey(body.email), caller.uid);
  return "linked" in started ? { record: toUserRecord(started.linked, caller) } : started;
}

/**
 * Marks the record of `emailLower` as moving to `newUid` and starts the job that moves it, once
 * the caller has been checked (fixCurrentUid). Tests start it with their own queue.
 */
export async function startAccountRepair(
  emailLower: string,
  newUid: string,
  queue?: JobQueue,
): Promise<{ linked: UserDoc } | { job: JobView }> {
  const started = await startRelink(emailLower, newUid);
  if ("linked" in started) return started;
  const params: RepairParams = { emailLower, oldUid: started.oldUid, movingFrom: started.movingFrom };
  return { job: await startJob(accountRepairRunner, newUid, { ...params }, queue ? { queue } : {}) };
}

const EMAIL_NOT_VERIFIED_MESSAGE =
  "Please verify your e-mail address before recovering your account: open the link we sent you, then sign in again.";

/** Google's profile photos, the one provider of pictures (the sign-in providers are password and Google). */
const PROVIDER_PICTURE_HOST = /(^|\.)googleusercontent\.com$/;

/**
 * The verified token's `picture` claim when it is an https address of Google's profile photos;
 * anything else is dropped. Every friend's browser loads the avatar, so an address of anyone
 * else's server would tell it their IP address: a client can set its sign-in account's photo
 * URL to any address (Firebase's updateProfile), so the claim alone is not enough.
 */
function providerPicture(url: string | null | undefined): string | null {
  if (!url || url.length > 2048) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && PROVIDER_PICTURE_HOST.test(parsed.hostname) ? url : null;
  } catch {
    return null;
  }
}
