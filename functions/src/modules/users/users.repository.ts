// Firestore access for user records and the uniqueness claims that go with them:
//   users/{uid}                  the user record (uid = the Firebase Auth uid)
//   usernames/{usernameLower}    { uid }  one username per user, case-insensitive
//   emails/{emailLower}          { uid }  one record per e-mail address
// Claims are written with create() inside the same transaction as the record, so two sign-ups
// racing for one username cannot both win (SECURITY.md, "Username race").
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from "firebase-admin/firestore";
import type { NotificationSettings, Preferences } from "../../shared";
import { db } from "../../lib/firebase";
import { movedAvatarUrl } from "../profile/avatars.repository";

export const USERS = "users";
export const USERNAMES = "usernames";
export const EMAILS = "emails";

export interface UserDoc {
  uid: string;
  username: string;
  usernameLower: string;
  email: string;
  emailLower: string;
  avatar: string | null;
  bio: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  lastLoginAt?: Timestamp;
  relinkedFrom?: string;
  /** Set while account repair moves this record's data to a new uid (see owned-data.repository). */
  relinkingTo?: string;
  preferences?: Partial<Preferences>;
  notifications?: Partial<NotificationSettings>;
  /** Friends, counted in the transaction that changes a friendship (friends.repository). */
  friendCount?: number;
  /**
   * The user uploaded or removed an avatar (issue 12): sign-in no longer fills an empty avatar
   * from the Google profile's photo.
   */
  avatarSetByUser?: boolean;
  /**
   * Set in the transaction that changes the username or avatar, while the copies of them on
   * friends' links, chats, messages, requests, spurqs and replies are refreshed: where the
   * refresh has got to (profile/card-copies.ts). Absent when every copy is current.
   */
  profileRefresh?: ProfileRefresh;
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
    const now = Timestamp.now();
    const user: UserDoc = { ...fields, createdAt: now, updatedAt: now, lastLoginAt: now };
    this.tx.create(userRef(user.uid), user);
    return user;
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
  return db().runTransaction((tx) => fn(new UserTransaction(tx)), { maxAttempts: 20 });
}

/** Reads, changes and writes one user's settings map in a transaction; returns the new map. */
export function updateUserMap<K extends "preferences" | "notifications">(
  uid: string,
  key: K,
  change: (current: UserDoc[K] | undefined) => NonNullable<UserDoc[K]>,
): Promise<NonNullable<UserDoc[K]> | undefined> {
  return db().runTransaction(async (tx) => {
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
