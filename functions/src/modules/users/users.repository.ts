// Firestore access for user records and the uniqueness claims that go with them:
//   users/{uid}                  the user record (uid = the Firebase Auth uid)
//   usernames/{usernameLower}    { uid }  one username per user, case-insensitive
//   emails/{emailLower}          { uid }  one record per e-mail address
// Claims are written with create() inside the same transaction as the record, so two sign-ups
// racing for one username cannot both win.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import type { NotificationSettings, Preferences, UserCard } from "../../shared";
import { db, runTransaction } from "../../lib/firebase";
import { SEARCH_WORDS_VERSION } from "../../lib/search-text";
import { USERS } from "../../lib/user-document";
import { movedAvatarUrl } from "./avatar-url";
import { now } from "../../lib/clock";

export { USERS };
export const USERNAMES = "usernames";
export const EMAILS = "emails";

export interface UserDoc {
  uid: string;
  username: string;
  usernameLower: string;
  email: string;
  emailLower: string;
  /**
   * Whether Firebase Authentication says the record's address was proved by its owner (the
   * token's email_verified when the sync saw this address). No e-mail goes to it until it is true;
   * records from before the field count as unverified until their next sync.
   */
  emailVerified?: boolean;
  avatar: string | null;
  bio: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  lastLoginAt?: Timestamp;
  relinkedFrom?: string;
  /** Set while account repair moves this record's data to a new uid (account/owned-data.ts). */
  relinkingTo?: string;
  /**
   * Set when the account's deletion starts, before anything is deleted: from then on the account
   * signs in no more and no write names it (docs/decisions.md, "Accounts").
   */
  deletingAt?: Timestamp;
  preferences?: Partial<Preferences>;
  notifications?: Partial<NotificationSettings>;
  /** Friends, counted in the transaction that changes a friendship (friends.repository). */
  friendCount?: number;
  /**
   * The user uploaded or removed an avatar: sign-in no longer fills an empty avatar from the Google
   * profile's photo.
   */
  avatarSetByUser?: boolean;
  /**
   * Set in the transaction that changes the username or avatar, while the copies of them on
   * friends' links, chats, messages, requests, spurqs and replies are refreshed: where the
   * refresh has got to (profile/card-copies.ts). Absent when every copy is current.
   */
  profileRefresh?: ProfileRefresh;
  /**
   * The version of the search's words the user's own documents were last indexed with (absent:
   * never since words came from the segmenter); the search module's reindex job raises it.
   */
  searchIndexVersion?: number;
}

/** Progress of a card refresh: the place (an index into CARD_PLACES) and the last document done. */
export interface ProfileRefresh {
  place: number;
  after: string | null;
}

/** A refresh from the start, for the transaction that changes what the copies show. */
export const REFRESH_FROM_START: ProfileRefresh = { place: 0, after: null };

interface ClaimDoc {
  uid: string;
}

const userRef = (uid: string) => db().collection(USERS).doc(uid) as DocumentReference<UserDoc>;
const usernameRef = (usernameLower: string) =>
  db().collection(USERNAMES).doc(usernameLower) as DocumentReference<ClaimDoc>;
const emailRef = (emailLower: string) =>
  db().collection(EMAILS).doc(emailLower) as DocumentReference<ClaimDoc>;

export const lowerKey = (value: string) => value.trim().toLowerCase();

export async function getUser(uid: string): Promise<UserDoc | undefined> {
  return (await userRef(uid).get()).data();
}

/** The user record as read in `tx` (a use case that changes something with it in mind). */
export async function readUser(tx: Transaction, uid: string): Promise<UserDoc | undefined> {
  return (await tx.get(userRef(uid))).data();
}

/** A record that is there and not being deleted: the only kind a write may name. */
export const isActive = (user: UserDoc | undefined): user is UserDoc => !!user && !user.deletingAt;

/** The record as read in `tx` when it is active (see isActive), else undefined. */
export async function readActiveUser(tx: Transaction, uid: string): Promise<UserDoc | undefined> {
  const user = await readUser(tx, uid);
  return isActive(user) ? user : undefined;
}

/** The uid whose record holds this e-mail address, if any (one read). */
export async function getEmailOwner(emailLower: string): Promise<string | undefined> {
  return (await emailRef(emailLower).get()).data()?.uid;
}

/** The operations a user transaction may perform; reads must all come before writes. */
export class UserTransaction {
  constructor(private readonly tx: Transaction) {}

  /** The transaction itself, for what changes with the record (the points ledger on sign-in). */
  get raw(): Transaction {
    return this.tx;
  }

  async getUser(uid: string): Promise<UserDoc | undefined> {
    return (await this.tx.get(userRef(uid))).data();
  }

  async getEmailOwner(emailLower: string): Promise<string | undefined> {
    return (await this.tx.get(emailRef(emailLower))).data()?.uid;
  }

  /** Owners of several candidate usernames in one round trip, keyed by lowercase username. */
  async getUsernameOwners(usernamesLower: string[]): Promise<Map<string, string | undefined>> {
    const snapshots = await this.tx.getAll(...usernamesLower.map(usernameRef));
    return new Map(snapshots.map((snap) => [snap.id, snap.data()?.uid]));
  }

  /** Creates the record and returns it as stored (the function's clock stamps it, so no re-read). */
  createUser(fields: Omit<UserDoc, "createdAt" | "updatedAt" | "lastLoginAt">): UserDoc {
    const at = Timestamp.fromDate(now());
    // A new account has nothing indexed under older search words.
    const user: UserDoc = {
      searchIndexVersion: SEARCH_WORDS_VERSION,
      ...fields,
      createdAt: at,
      updatedAt: at,
      lastLoginAt: at,
    };
    this.tx.create(userRef(user.uid), user);
    return user;
  }

  /** Marks a record as being deleted, from `at` (kept when a resumed deletion marks it again). */
  markDeleting(uid: string, at: Date): void {
    this.tx.update(userRef(uid), { deletingAt: Timestamp.fromDate(at) });
  }

  /** Marks a record as being moved to `newUid`, so an interrupted move can be resumed. */
  markRelinking(uid: string, newUid: string): void {
    this.tx.update(userRef(uid), { relinkingTo: newUid });
  }

  /**
   * Moves a record to a new uid: the copy keeps everything but its uid and notes where it came
   * from. An uploaded avatar's URL names the uid, so it follows (the image moved with the owned
   * data), and the copies of it on friends' links and elsewhere are refreshed at the next sync.
   */
  moveUser(user: UserDoc, newUid: string): UserDoc {
    const { relinkingTo: _finished, ...kept } = user;
    const avatar = movedAvatarUrl(user.avatar, user.uid, newUid);
    const moved: UserDoc = {
      ...kept,
      uid: newUid,
      relinkedFrom: user.uid,
      ...(avatar !== user.avatar ? { avatar, profileRefresh: REFRESH_FROM_START } : {}),
    };
    this.tx.create(userRef(newUid), { ...moved, updatedAt: FieldValue.serverTimestamp() } as never);
    this.tx.delete(userRef(user.uid));
    return moved;
  }

  updateUser(uid: string, changes: Record<string, unknown>): void {
    this.tx.update(userRef(uid), { ...changes, updatedAt: FieldValue.serverTimestamp() });
  }

  claimUsername(usernameLower: string, uid: string): void {
    this.tx.create(usernameRef(usernameLower), { uid });
  }

  claimEmail(emailLower: string, uid: string): void {
    this.tx.create(emailRef(emailLower), { uid });
  }

  reassignUsername(usernameLower: string, uid: string): void {
    this.tx.set(usernameRef(usernameLower), { uid });
  }

  reassignEmail(emailLower: string, uid: string): void {
    this.tx.set(emailRef(emailLower), { uid });
  }

  releaseEmail(emailLower: string): void {
    this.tx.delete(emailRef(emailLower));
  }

  releaseUsername(usernameLower: string): void {
    this.tx.delete(usernameRef(usernameLower));
  }
}

/**
 * Runs `fn` in a Firestore transaction. Sign-ups contend on the same claim documents, so allow
 * more attempts than the default five before giving up.
 */
export function runUserTransaction<T>(fn: (tx: UserTransaction) => Promise<T>): Promise<T> {
  return runTransaction((tx) => fn(new UserTransaction(tx)), { maxAttempts: 20 });
}

/** Reads, changes and writes one user's settings map in a transaction; returns the new map. */
export function updateUserMap<K extends "preferences" | "notifications">(
  uid: string,
  key: K,
  change: (current: UserDoc[K] | undefined) => NonNullable<UserDoc[K]>,
): Promise<NonNullable<UserDoc[K]> | undefined> {
  return runTransaction(async (tx) => {
    const user = (await tx.get(userRef(uid))).data();
    if (!user) return undefined;
    const next = change(user[key]);
    tx.update(userRef(uid), { [key]: next, updatedAt: FieldValue.serverTimestamp() });
    return next;
  });
}

/**
 * Users whose username starts with `prefixLower` (already lowercase), in username order: a range
 * on usernameLower, so it reads only what it returns (at most `max`).
 */
export async function usersByUsernamePrefix(
  prefixLower: string,
  max: number,
): Promise<Array<UserDoc & { id: string }>> {
  const snap = await db()
    .collection(USERS)
    .where("usernameLower", ">=", prefixLower)
    .where("usernameLower", "<", `${prefixLower}\uf8ff`)
    .orderBy("usernameLower")
    .limit(max)
    .get();
  return snap.docs.map((doc) => ({ ...(doc.data() as UserDoc), id: doc.id }));
}

/** Several users' cards by uid, in one batched read; unknown uids are left out. */
export async function cardsById(ids: string[]): Promise<Map<string, UserCard>> {
  if (!ids.length) return new Map();
  const snaps = await db().getAll(...ids.map(userRef));
  const cards = new Map<string, UserCard>();
  for (const snap of snaps) {
    const data = snap.data();
    if (data) cards.set(snap.id, toCard(snap.id, data as UserDoc));
  }
  return cards;
}

export const toCard = (uid: string, user: Pick<UserDoc, "username" | "avatar">): UserCard => ({
  id: uid,
  username: user.username,
  avatar: user.avatar ?? null,
});

/** The user record with the time it was last written, for a compare-and-set (card refreshes). */
export async function getUserVersion(
  uid: string,
): Promise<{ user: UserDoc | undefined; updateTime: Timestamp | undefined }> {
  const snap = await userRef(uid).get();
  return { user: snap.data(), updateTime: snap.updateTime };
}

/**
 * Sets (or, with null, clears) the card refresh marker in `batch`, on condition that the record
 * is still as it was at `updateTime`: the batch fails if it changed meanwhile.
 */
export function setRefreshMarker(
  batch: WriteBatch,
  uid: string,
  marker: ProfileRefresh | null,
  updateTime: Timestamp,
): void {
  batch.update(
    userRef(uid),
    { profileRefresh: marker ?? FieldValue.delete() },
    { lastUpdateTime: updateTime },
  );
}

/** Records that the user's own documents are indexed for search with words of `version`. */
export async function setSearchIndexVersion(uid: string, version: number): Promise<void> {
  await userRef(uid).update({ searchIndexVersion: version });
}

/** Changes users' friend counts in `tx` (a friendship made or ended); unknown users are skipped by the caller. */
export function changeFriendCount(tx: Transaction | WriteBatch, uid: string, delta: number): void {
  (tx as Transaction).update(userRef(uid), { friendCount: FieldValue.increment(delta) });
}

/**
 * The user record and its username and e-mail claims (each only while it still names this uid),
 * in one transaction: last, so an interrupted deletion can be confirmed with the username again.
 */
export async function deleteUserRecord(uid: string): Promise<number> {
  return runTransaction(async (tx) => {
    const user = (await tx.get(userRef(uid))).data();
    if (!user) return 0;
    const claims = [usernameRef(user.usernameLower), emailRef(user.emailLower)];
    const owners = await tx.getAll(...claims);
    const owned = claims.filter((_, index) => owners[index]!.get("uid") === uid);
    for (const ref of owned) tx.delete(ref);
    tx.delete(userRef(uid));
    return 1 + owned.length;
  });
}
