// Everything a user owns, and how it follows them to a new uid. Account repair
// (POST /api/auth/fix-current-uid) re-links a record to the new Firebase uid of the same person;
// without this their library would stay behind under the old one. A feature that stores per-user
// data adds one line to OWNED_DATA, and the repair moves it.
//
// Every move runs in bounded batches and is idempotent: an interrupted repair just runs again,
// finds whatever still names the old uid and moves it; what already moved is not found again.
//
// Not moved, on purpose: auditLog (a record of what happened, under the uids of the time) and
// rateLimits (counters that expire within a day).
import {
  FieldPath,
  type DocumentData,
  type DocumentReference,
  type Query,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import { ARTICLES, COMMENTS, HIGHLIGHTS, READERS } from "../articles/articles.repository";
import type { Kind } from "../folders/folders.repository";
import { FRIENDS, moveFriendPairs, moveFriendsLinksTo, moveRequestSide } from "../friends/friends.repository";
import { INVITATIONS } from "../invitations/invitations.repository";
import { moveChatMemberships, moveMessageSenders } from "../group-chats/group-chats.repository";
import { consentId, SMS_CONSENTS, SMS_MESSAGES } from "../sms/sms.repository";
import { BADGES, EXCHANGED, REPLIES, SPURQS } from "../spurqs/spurqs.repository";
import { DAILY_QUESTIONS, DISMISSED_QUESTIONS } from "../daily-question/daily-question.repository";
import { USERS } from "./users.repository";
import { AVATARS } from "../profile/avatars.repository";
import { ACTIVITY, DAYS, PROGRESS } from "../progress/ledger";
import { STATISTICS } from "../statistics/statistics.repository";
import { FEEDBACK } from "../feedback/feedback.repository";
import { MAIL_DIGESTS } from "../mail/digests.repository";

/** Writes per batch or transaction at most (Firestore allows 500). */
const BATCH_WRITES = 400;

export interface OwnedData {
  /** Where the data lives, for the log. */
  readonly name: string;
  /** Moves one bounded batch from `from` to `to`; `done` when nothing is left to move. */
  moveBatch(from: string, to: string): Promise<BatchMoved>;
}

interface BatchMoved {
  moved: number;
  done: boolean;
}

/**
 * Documents of `collection` whose `field` names the owner: the field is rewritten in place, so
 * their ids, and every reference to them, stay valid.
 */
export function ownerField(
  collection: string,
  field: string,
  scope: "collection" | "group" = "collection",
): OwnedData {
  return {
    name: `${collection}.${field}`,
    async moveBatch(from, to) {
      const source = scope === "group" ? db().collectionGroup(collection) : db().collection(collection);
      const snap = await source.where(field, "==", from).limit(BATCH_WRITES).get();
      if (snap.empty) return { moved: 0, done: true };
      const batch = db().batch();
      for (const doc of snap.docs) batch.update(doc.ref, { [field]: to });
      await batch.commit();
      return { moved: snap.size, done: snap.size < BATCH_WRITES };
    },
  };
}

/**
 * Documents whose path or id names the owner: each is copied to `target` and deleted, in one
 * transaction per batch. A copy the new uid already has is kept (it is the newer).
 */
export function rekeyed(
  name: string,
  source: (uid: string) => Query,
  target: (doc: QueryDocumentSnapshot, to: string) => DocumentReference,
  rewrite: (data: DocumentData, to: string) => DocumentData = (data) => data,
): OwnedData {
  return {
    name,
    moveBatch: (from, to) =>
      db().runTransaction(async (tx) => {
        const snap = await tx.get(source(from).limit(BATCH_WRITES / 2));
        if (snap.empty) return { moved: 0, done: true };
        const targets = snap.docs.map((doc) => target(doc, to));
        const existing = await tx.getAll(...targets);
        snap.docs.forEach((doc, index) => {
          if (!existing[index]?.exists) tx.set(targets[index]!, rewrite(doc.data(), to));
          tx.delete(doc.ref);
        });
        return { moved: snap.size, done: snap.size < BATCH_WRITES / 2 };
      }),
  };
}

/**
 * A subcollection of the user record (users/{uid}/{name}/{id}): same ids under the new uid.
 * `uidField` names a field that repeats the owner's uid, rewritten on the way.
 */
export function userSubcollection(name: string, uidField?: string): OwnedData {
  const collection = (uid: string) => db().collection(USERS).doc(uid).collection(name);
  return rekeyed(
    `${USERS}/{uid}/${name}`,
    collection,
    (doc, to) => collection(to).doc(doc.id),
    (data, to) => (uidField ? { ...data, [uidField]: to } : data),
  );
}

const labels: Kind[] = ["folders", "tags"];

/** What a user owns, in the order it moves. Articles first: the rest refers to them. */
export const OWNED_DATA: readonly OwnedData[] = [
  // An article's body chunks (articles/{id}/chunks) live under the article and move with it.
  ownerField(ARTICLES, "userId"),
  ownerField(HIGHLIGHTS, "userId"),
  ownerField(HIGHLIGHTS, "articleOwnerId"),
  ownerField(COMMENTS, "userId"),
  // Articles name folders and tags by id, which the move keeps.
  ...labels.map((kind) => userSubcollection(kind)),
  rekeyed(
    SMS_CONSENTS,
    (uid) => db().collection(SMS_CONSENTS).where("userId", "==", uid),
    (doc, to) =>
      db()
        .collection(SMS_CONSENTS)
        .doc(consentId(to, String(doc.get("phoneNumber")))),
    (data, to) => ({ ...data, userId: to }),
  ),
  ownerField(SMS_MESSAGES, "userId"),
  // Spurqs name their sender and recipient twice: the id and the card's id.
  ownerField(SPURQS, "senderId"),
  ownerField(SPURQS, "sender.id"),
  ownerField(SPURQS, "recipientId"),
  ownerField(SPURQS, "recipient.id"),
  ownerField(REPLIES, "userId", "group"),
  ownerField(REPLIES, "user.id", "group"),
  // Articles shared with this user: their reader documents are keyed by uid.
  rekeyed(
    `${ARTICLES}/{id}/${READERS}`,
    (uid) => db().collectionGroup(READERS).where("uid", "==", uid),
    (doc, to) => doc.ref.parent.doc(to),
    (data, to) => ({ ...data, uid: to }),
  ),
  // The articles exchanged with friends: the user's own index, and each friend's entries naming
  // the user (their ids name the friend, so they are re-keyed).
  userSubcollection(EXCHANGED),
  rekeyed(
    `${USERS}/{friend}/${EXCHANGED}`,
    (uid) => db().collectionGroup(EXCHANGED).where("friendId", "==", uid),
    (doc, to) => doc.ref.parent.doc(`${to}_${String(doc.get("articleId"))}`),
    (data, to) => ({ ...data, friendId: to }),
  ),
  // The unread badge, keyed by uid (a badge the new uid already has is kept).
  rekeyed(
    BADGES,
    (uid) => db().collection(BADGES).where(FieldPath.documentId(), "==", uid),
    (doc, to) => db().collection(BADGES).doc(to),
  ),
  // The uploaded avatar, keyed by uid (the record's URL follows it: users.repository's moveUser).
  rekeyed(
    AVATARS,
    (uid) => db().collection(AVATARS).where(FieldPath.documentId(), "==", uid),
    (doc, to) => db().collection(AVATARS).doc(to),
  ),
  // Sent invitations, and the one this user signed up through.
  ownerField(INVITATIONS, "inviterId"),
  ownerField(INVITATIONS, "usedBy"),
  // Friendships: the user's own links, each friend's link to the user, requests both ways (with
  // their cards and pair keys) and the pairs' states. friendCount moves with the user record.
  userSubcollection(FRIENDS),
  { name: "users/{friend}/friends/{uid}", moveBatch: moveFriendsLinksTo },
  { name: "friendRequests.senderId", moveBatch: moveRequestSide("sender") },
  { name: "friendRequests.receiverId", moveBatch: moveRequestSide("receiver") },
  { name: "friendPairs.uids", moveBatch: moveFriendPairs },
  // Group chats: membership (and card data) on the chat, and the sender of each message.
  { name: "groupChats.memberIds", moveBatch: moveChatMemberships },
  { name: "groupChats/{id}/messages.senderId", moveBatch: moveMessageSenders },
  // The question of the day: the kept days (with the repeat window's history) and dismissals.
  // Points and statistics: the totals (keyed by uid, naming it), the ledger, the days and the
  // rolled-up periods (each naming the uid for the jobs' collection-group reads).
  rekeyed(
    PROGRESS,
    (uid) => db().collection(PROGRESS).where(FieldPath.documentId(), "==", uid),
    (doc, to) => db().collection(PROGRESS).doc(to),
    (data, to) => ({ ...data, uid: to }),
  ),
  userSubcollection(ACTIVITY),
  userSubcollection(DAYS, "uid"),
  userSubcollection(STATISTICS, "uid"),
  userSubcollection(DAILY_QUESTIONS),
  userSubcollection(DISMISSED_QUESTIONS),
  // Feedback sent, so operators still see who wrote it.
  ownerField(FEEDBACK, "userId"),
  // Pending notification e-mail digests, keyed by uid and kind.
  rekeyed(
    MAIL_DIGESTS,
    (uid) => db().collection(MAIL_DIGESTS).where("uid", "==", uid),
    (doc, to) => db().collection(MAIL_DIGESTS).doc(`${to}_${String(doc.get("kind"))}`),
    (data, to) => ({ ...data, uid: to }),
  ),
];

/**
 * Moves everything `from` owns to `to`, batch after batch; safe to run again after a failure.
 * Returns how many documents moved from each place.
 */
export async function moveOwnedData(from: string, to: string): Promise<Record<string, number>> {
  const moved: Record<string, number> = {};
  for (const data of OWNED_DATA) {
    let count = 0;
    for (let done = false; !done;) {
      const batch = await data.moveBatch(from, to);
      count += batch.moved;
      done = batch.done;
    }
    moved[data.name] = count;
  }
  return moved;
}
