// The mail a user owns (lib/owned-data.ts): mail queued to them, and their pending digests.
import { db } from "../../lib/firebase";
import { deleteFound, nothingToMove, rekeyed, type OwnedData } from "../../lib/owned-data";
import { DIGEST_EVENTS, MAIL_DIGESTS } from "./digests.repository";
import { MAIL } from "./mail.repository";

export const mailOwnedData: readonly OwnedData[] = [
  // E-mail queued to the user (notification digests), addressed as their record spells it: a
  // move leaves it (it is addressed by e-mail, not uid), a deletion takes it.
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
