// The spurqs a user owns (lib/owned-data.ts). Spurqs name their sender and recipient twice: the
// id and the card's id. A deleted spurq takes its replies, and leaves its recipient's unread
// badge right. The articles exchanged with friends: the user's own index, and each friend's
// entries naming the user (their ids name the friend, so they are re-keyed). The unread badge
// is keyed by uid (a badge the new uid already has is kept).
import { FieldPath, FieldValue } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import {
  BATCH_WRITES,
  deleteRefs,
  ownerField,
  rekeyed,
  userSubcollection,
  type BatchDeleted,
  type OwnedData,
} from "../../lib/owned-data";
import { BADGES, EXCHANGED, REPLIES, SPURQS, badgeRef, counted, type SpurqDoc } from "./spurqs.repository";

/** Spurqs handled per step: each needs its own batch. */
const ITEMS_PER_STEP = 50;

/**
 * Spurqs whose `field` names the user (sent or received), each with its replies; a spurq that
 * still counts on its recipient's unread badge lowers it in the batch that deletes it.
 */
function deleteSpurqs(field: string) {
  return async (uid: string): Promise<BatchDeleted> => {
    const snap = await db().collection(SPURQS).where(field, "==", uid).limit(ITEMS_PER_STEP).get();
    let deleted = 0;
    let done = snap.size < ITEMS_PER_STEP;
    for (const doc of snap.docs) {
      const replies = await doc.ref.collection(REPLIES).select().limit(BATCH_WRITES).get();
      deleted += await deleteRefs(replies.docs.map((reply) => reply.ref));
      if (replies.size === BATCH_WRITES) {
        done = false;
        continue;
      }
      const spurq = doc.data() as SpurqDoc;
      const batch = db().batch();
      batch.delete(doc.ref);
      if (spurq.recipientId !== uid && counted(spurq)) {
        batch.set(badgeRef(spurq.recipientId), { unreadSpurqs: FieldValue.increment(-1) } as never, {
          merge: true,
        });
      }
      await batch.commit();
      deleted += 1;
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
