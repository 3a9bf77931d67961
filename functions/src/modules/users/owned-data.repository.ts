// Everything a user owns, and how it follows them to a new uid or goes with their account. Account
// repair (POST /api/auth/fix-current-uid) re-links a record to the new Firebase uid of the same
// person; account deletion (DELETE /api/user) removes it. A feature that stores per-user data adds
// one line to OWNED_DATA, and both follow: the one list of what a user owns.
//
// Every move and every deletion runs in bounded batches and is idempotent: an interrupted run just
// runs again, finds whatever still names the old uid and carries on; what already moved or went is
// not found again.
//
// Not moved, on purpose: auditLog (a record of what happened, under the uids of the time),
// rateLimits (counters that expire within a day), the week's top contributors (recomputed
// hourly) and e-mails (addressed by e-mail, not uid). A deletion removes or anonymises them too.
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
import {
  FRIEND_PAIRS,
  FRIEND_REQUESTS,
  FRIENDS,
  moveFriendPairs,
  moveFriendsLinksTo,
  moveRequestSide,
} from "../friends/friends.repository";
import { INVITATIONS } from "../invitations/invitations.repository";
import { moveChatMemberships, moveMessageSenders } from "../group-chats/group-chats.repository";
import { consentId, SMS_CONSENTS, SMS_MESSAGES } from "../sms/sms.repository";
import { BADGES, EXCHANGED, REPLIES, SPURQS } from "../spurqs/spurqs.repository";
import { DAILY_QUESTIONS, DISMISSED_QUESTIONS } from "../daily-question/daily-question.repository";
import { USERS } from "./users.repository";
import { AVATARS } from "../profile/avatars.repository";
import { ACTIVITY, DAYS, PROGRESS } from "../progress/ledger";
import { STATISTICS } from "../statistics/statistics.repository";
import { AUDIT_LOG } from "../audit/audit.repository";
import { LABEL_LOCKS } from "../folders/folders.repository";
import { MAIL } from "../invitations/invitations.repository";
import {
  anonymise,
  deleteFound,
  deleteFriendLinksTo,
  deleteMessagesBy,
  deleteOwnArticles,
  deleteOwnComments,
  deleteOwnHighlights,
  deleteProgress,
  deleteRateLimitCounters,
  deleteSpurqs,
  leaveChats,
  leaveTopContributors,
  type BatchDeleted,
} from "../account/deletion.repository";
import { FEEDBACK } from "../feedback/feedback.repository";
import { DIGEST_EVENTS, MAIL_DIGESTS } from "../mail/digests.repository";

/** Writes per batch or transaction at most (Firestore allows 500). */
const BATCH_WRITES = 400;

/** The account being deleted: its uid, and its e-mail, which mail to it is addressed by. */
export interface DeletedAccount {
  uid: string;
  email: string;
}

export interface OwnedData {
  /** Where the data lives, for the log. */
  readonly name: string;
  /** Moves one bounded batch from `from` to `to`; `done` when nothing is left to move. */
  moveBatch(from: string, to: string): Promise<BatchMoved>;
  /** Deletes (or anonymises) one bounded batch of it; `done` when nothing is left. */
  deleteBatch(account: DeletedAccount): Promise<BatchDeleted>;
}

type Remove = (uid: string) => Promise<BatchDeleted>;

/** Data that stays where it is when a record moves to a new uid (see the top of this file). */
const nothingToMove = async (): Promise<BatchMoved> => ({ moved: 0, done: true });

interface BatchMoved {
  moved: number;
  done: boolean;
}

/**
 * Documents of `collection` whose `field` names the owner: the field is rewritten in place, so
 * their ids, and every reference to them, stay valid. A deletion deletes them, unless `remove`
 * says how.
 */
export function ownerField(
  collection: string,
  field: string,
  scope: "collection" | "group" = "collection",
  remove?: Remove,
): OwnedData {
  const source = () => (scope === "group" ? db().collectionGroup(collection) : db().collection(collection));
  return {
    name: `${collection}.${field}`,
    deleteBatch: ({ uid }) => (remove ? remove(uid) : deleteFound(source().where(field, "==", uid))),
    async moveBatch(from, to) {
      const snap = await source().where(field, "==", from).limit(BATCH_WRITES).get();
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
 * transaction per batch. A copy the new uid already has is kept (it is the newer). A deletion
 * deletes what `source` finds, unless `remove` says how.
 */
export function rekeyed(
  name: string,
  source: (uid: string) => Query,
  target: (doc: QueryDocumentSnapshot, to: string) => DocumentReference,
  rewrite: (data: DocumentData, to: string) => DocumentData = (data) => data,
  remove?: Remove,
): OwnedData {
  return {
    name,
    deleteBatch: ({ uid }) => (remove ? remove(uid) : deleteFound(source(uid))),
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

/**
 * What a user owns, in the order it moves or goes. Articles first: the rest refers to them; a
 * deletion takes each article with its body, readers and every note on it, so what is left of
 * the user's highlights and comments is on other people's articles, whose counts stay right.
 */
export const OWNED_DATA: readonly OwnedData[] = [
  // An article's body chunks (articles/{id}/chunks) live under the article and move with it.
  ownerField(ARTICLES, "userId", "collection", deleteOwnArticles),
  ownerField(HIGHLIGHTS, "userId", "collection", deleteOwnHighlights),
  ownerField(HIGHLIGHTS, "articleOwnerId"),
  ownerField(COMMENTS, "userId", "collection", deleteOwnComments),
  // Articles name folders and tags by id, which the move keeps. The locks that serialise
  // creations hold only a time.
  ...labels.map((kind) => userSubcollection(kind)),
  userSubcollection(LABEL_LOCKS),
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
  // Spurqs name their sender and recipient twice: the id and the card's id. A deleted spurq
  // takes its replies, and leaves its recipient's unread badge right.
  ...["senderId", "sender.id", "recipientId", "recipient.id"].map((field) =>
    ownerField(SPURQS, field, "collection", deleteSpurqs(field)),
  ),
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
  // Sent invitations, and the one this user signed up through: that one stays used (its code
  // must not work again) by an account that no longer exists.
  ownerField(INVITATIONS, "inviterId"),
  ownerField(
    INVITATIONS,
    "usedBy",
    "collection",
    anonymise((uid) => db().collection(INVITATIONS).where("usedBy", "==", uid), "usedBy"),
  ),
  // Friendships: the user's own links, each friend's link to the user, requests both ways (with
  // their cards and pair keys) and the pairs' states. friendCount moves with the user record.
  // A deletion lowers each friend's friendCount with their link.
  userSubcollection(FRIENDS),
  {
    name: "users/{friend}/friends/{uid}",
    moveBatch: moveFriendsLinksTo,
    deleteBatch: ({ uid }) => deleteFriendLinksTo(uid),
  },
  ...(["sender", "receiver"] as const).map((side): OwnedData => ({
    name: `friendRequests.${side}Id`,
    moveBatch: moveRequestSide(side),
    deleteBatch: ({ uid }) => deleteFound(db().collection(FRIEND_REQUESTS).where(`${side}Id`, "==", uid)),
  })),
  {
    name: "friendPairs.uids",
    moveBatch: moveFriendPairs,
    deleteBatch: ({ uid }) => deleteFound(db().collection(FRIEND_PAIRS).where("uids", "array-contains", uid)),
  },
  // Group chats: membership (and card data) on the chat, and the sender of each message. A
  // deletion leaves the chats (a chat left with no members goes, with its messages), and each
  // chat's last message stops being the user's.
  { name: "groupChats.memberIds", moveBatch: moveChatMemberships, deleteBatch: ({ uid }) => leaveChats(uid) },
  {
    name: "groupChats/{id}/messages.senderId",
    moveBatch: moveMessageSenders,
    deleteBatch: ({ uid }) => deleteMessagesBy(uid),
  },
  // The question of the day: the kept days (with the repeat window's history) and dismissals.
  // Points and statistics: the totals (keyed by uid, naming it), the ledger, the days and the
  // rolled-up periods (each naming the uid for the jobs' collection-group reads).
  // A deletion takes the totals out of the points distribution too.
  rekeyed(
    PROGRESS,
    (uid) => db().collection(PROGRESS).where(FieldPath.documentId(), "==", uid),
    (doc, to) => db().collection(PROGRESS).doc(to),
    (data, to) => ({ ...data, uid: to }),
    deleteProgress,
  ),
  userSubcollection(ACTIVITY),
  userSubcollection(DAYS, "uid"),
  userSubcollection(STATISTICS, "uid"),
  userSubcollection(DAILY_QUESTIONS),
  userSubcollection(DISMISSED_QUESTIONS),
  // Friends' own ledgers name the user as the person of an action (a friend made, a spurq sent
  // or answered): their points stay theirs, the person becomes nobody.
  ownerField(
    ACTIVITY,
    "personId",
    "group",
    anonymise((uid) => db().collectionGroup(ACTIVITY).where("personId", "==", uid), "personId", null),
  ),
  // Friends' questions of the day about the user's articles (which go): chosen again on request.
  ownerField(DAILY_QUESTIONS, "articleOwnerId", "group"),
  {
    name: "platform/topContributors",
    moveBatch: nothingToMove,
    deleteBatch: ({ uid }) => leaveTopContributors(uid),
  },
  // Admins' requests on the user's behalf stay on record (what was done, when), naming no one.
  ...["actorUid", "targetUid"].map((field): OwnedData => ({
    name: `${AUDIT_LOG}.${field}`,
    moveBatch: nothingToMove,
    deleteBatch: ({ uid }) =>
      anonymise((id) => db().collection(AUDIT_LOG).where(field, "==", id), field)(uid),
  })),
  { name: "rateLimits", moveBatch: nothingToMove, deleteBatch: ({ uid }) => deleteRateLimitCounters(uid) },
  // E-mail queued to the user (notification digests), addressed as their record spells it.
  {
    name: `${MAIL}.to`,
    moveBatch: nothingToMove,
    deleteBatch: ({ email }) =>
      deleteFound(
        db()
          .collection(MAIL)
          .where("to", "in", [...new Set([email, email.toLowerCase()])]),
      ),
  },
  // Feedback sent, so operators still see who wrote it.
  ownerField(FEEDBACK, "userId"),
  // Pending notification e-mail digests, keyed by uid and kind.
  rekeyed(
    MAIL_DIGESTS,
    (uid) => db().collection(MAIL_DIGESTS).where("uid", "==", uid),
    (doc, to) =>
      db()
        .collection(MAIL_DIGESTS)
        .doc(`${to}_${String(doc.get("kind"))}`),
    (data, to) => ({ ...data, uid: to }),
  ),
  // Their events, under each digest, naming the recipient.
  rekeyed(
    `${MAIL_DIGESTS}/{id}/${DIGEST_EVENTS}`,
    (uid) => db().collectionGroup(DIGEST_EVENTS).where("recipientId", "==", uid),
    (doc, to) =>
      db()
        .collection(MAIL_DIGESTS)
        .doc(`${to}_${String(doc.get("kind"))}`)
        .collection(DIGEST_EVENTS)
        .doc(doc.id),
    (data, to) => ({ ...data, recipientId: to }),
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

/**
 * Deletes everything the account owns, batch after batch, in OWNED_DATA's order; safe to run
 * again after a failure. Returns how many documents went (or were anonymised) from each place.
 */
export async function deleteOwnedData(account: DeletedAccount): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const data of OWNED_DATA) {
    let count = 0;
    for (let done = false; !done;) {
      const batch = await data.deleteBatch(account);
      count += batch.deleted;
      done = batch.done;
    }
    deleted[data.name] = (deleted[data.name] ?? 0) + count;
  }
  return deleted;
}
