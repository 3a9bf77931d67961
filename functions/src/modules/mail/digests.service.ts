// Sending one digest: the use case the digests job runs for each digest it finds. The digest,
// its recipient's record and the mail it queues change in one transaction.
import { Timestamp } from "firebase-admin/firestore";
import { runTransaction } from "../../lib/firebase";
import { readUser, type UserDoc } from "../users";
import {
  DIGEST_INTERVAL_MS,
  DIGEST_ITEMS_MAX,
  digestEvents,
  digestRef,
  type DigestItem,
  type DigestKind,
} from "./digests.repository";
import { queueMail, type MailMessage } from "./mail.repository";

export type SendOutcome = "sent" | "waiting" | "dropped" | "skipped";

/**
 * When the next digest may go after one sent at `lastSentAt`. A time more than an hour ahead of
 * `at` cannot come from this clock's past (tests run events far ahead); it is ignored.
 */
function allowedAt(lastSentAt: Timestamp | null, at: Date): number {
  if (!lastSentAt || lastSentAt.toMillis() > at.getTime() + DIGEST_INTERVAL_MS) return 0;
  return lastSentAt.toMillis() + DIGEST_INTERVAL_MS;
}

/**
 * Looks at one digest at `at`, in a transaction: sends it when its hour allows (the mail queued
 * and the digest emptied together, so two runs or a retried one cannot both send it), else
 * holds it back until then (dueAt). `compose` returns the mail for the digest's latest events and
 * its recipient, or null when it must not go out (their flag is off). A digest whose recipient is
 * gone is deleted.
 */
export function sendDigest(
  uid: string,
  kind: DigestKind,
  at: Date,
  compose: (
    digest: { kind: DigestKind; count: number; items: DigestItem[] },
    user: UserDoc,
  ) => { to: string; message: MailMessage } | null,
): Promise<SendOutcome> {
  return runTransaction(async (tx): Promise<SendOutcome> => {
    const ref = digestRef(uid, kind);
    const [digestSnap, user] = await Promise.all([tx.get(ref), readUser(tx, uid)]);
    const digest = digestSnap.data();
    if (!digest) return "skipped";
    const when = Timestamp.fromDate(at);
    const looked = { pending: false, updatedAt: when };
    if (!(digest.count > 0)) {
      if (digest.pending || digest.dueAt) tx.update(ref, { ...looked, dueAt: null });
      return "skipped";
    }
    const allowed = allowedAt(digest.lastSentAt, at);
    if (allowed > at.getTime()) {
      if (digest.pending || digest.dueAt?.toMillis() !== allowed) {
        tx.update(ref, { ...looked, dueAt: Timestamp.fromMillis(allowed) });
      }
      return "waiting";
    }
    if (!user) {
      tx.delete(ref);
      return "dropped";
    }
    const latest = await tx.get(
      digestEvents(uid, kind)
        .where("at", ">", digest.sentUpTo ?? Timestamp.fromMillis(0))
        .orderBy("at", "desc")
        .limit(DIGEST_ITEMS_MAX),
    );
    const items = latest.docs.map((doc) => doc.data()).reverse();
    const emptied = { ...looked, count: 0, dueAt: null, sentUpTo: items.at(-1)?.at ?? digest.sentUpTo };
    const mail = items.length
      ? compose({ kind, count: Math.max(digest.count, items.length), items }, user)
      : null;
    if (!mail) {
      tx.update(ref, emptied);
      return "dropped";
    }
    queueMail(tx, mail);
    tx.update(ref, { ...emptied, lastSentAt: when });
    return "sent";
  });
}
