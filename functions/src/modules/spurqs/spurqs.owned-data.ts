// The spurqs a user owns (lib/owned-data.ts). Spurqs name their sender and recipient twice: the
// id and the card's id. A deleted spurq takes its replies, and leaves its recipient's unread
// badge right. The articles exchanged with friends: the user's own index, and each friend's
// entries naming the user (their ids name the friend, so they are re-keyed). The unread badge
// is keyed by uid (a badge the new uid already has is kept).
import { FieldPath } from "firebase-admin/firestore";
import { db, runTransaction } from "../../lib/firebase";
import {
  BATCH_WRITES,
  ownerField,
  rekeyed,
  userSubcollection,
  type BatchDeleted,
  type OwnedData,
} from "../../lib/owned-data";
import { BADGES, EXCHANGED, REPLIES, SPURQS, changeBadge, counted, type SpurqDoc } from "./spurqs.repository";

/** Spurqs handled per step: each needs its own batch. */
const ITEMS_PER_STEP = 50;

/**
 * Spurqs whose `field` names the user (sent or received), each with its replies, in a transaction
 * that reads the spurq: one that still counts on its recipient's unread badge lowers it as it is
 * deleted, so a second run of the deletion, or the recipient reading it meanwhile, lowers the
 * badge no further, and a reply landing meanwhile goes with it.
 */
function deleteSpurqs(field: string) {
  return async (uid: string): Promise<BatchDeleted> => {
    const snap = await db().collection(SPURQS).where(field, "==", uid).select().limit(ITEMS_PER_STEP).get();
    let deleted = 0;
    let done = snap.size < ITEMS_PER_STEP;
    for (const doc of snap.docs) {
      const step = await runTransaction(async (tx) => {
        const [current, replies] = await Promise.all([
          tx.get(doc.ref),
          tx.get(doc.ref.collection(REPLIES).select().limit(BATCH_WRITES)),
        ]);
        if (!current.exists) return { deleted: 0, finished: true };
        for (const reply of replies.docs) tx.delete(reply.ref);
        // A long thread goes over several steps; the spurq goes with its last replies.
        if (replies.size === BATCH_WRITES) return { deleted: replies.size, finished: false };
        const spurq = current.data() as SpurqDoc;
        tx.delete(doc.ref);
        if (spurq.recipientId !== uid && counted(spurq)) changeBadge(tx, spurq.recipientId, -1);
        return { deleted: replies.size + 1, finished: true };
      });
      deleted += step.deleted;
      if (!step.finished) done = false;
    }
    return { deleted, done };
  };
}

export const spurqsOwnedData: readonly OwnedData[] = [
  ...["senderId", "sender.id", "recipientId", "recipient.id"].map((field) =>
    ownerField(SPURQS, field, "collection", deleteSpurqs(field)),
  ),
  ownerField(REPLIES, "userId", "group"),
  ownerField(REPLIES, "user.id", "group"),
];

export const exchangedOwnedData: readonly OwnedData[] = [
  userSubcollection(EXCHANGED),
  rekeyed(
    `users/{friend}/${EXCHANGED}`,
    (uid) => db().collectionGroup(EXCHANGED).where("friendId", "==", uid),
    (doc, to) => doc.ref.parent.doc(`${to}_${String(doc.get("articleId"))}`),
    (data, to) => ({ ...data, friendId: to }),
  ),
  rekeyed(
    BADGES,
    (uid) => db().collection(BADGES).where(FieldPath.documentId(), "==", uid),
    (doc, to) => db().collection(BADGES).doc(to),
  ),
];
