// Outgoing e-mail: mail/{id} documents in the format of the Firebase "Trigger Email" extension
// ({ to, message: { subject, text, html } }), which an operator installs in production to send
// them; locally the documents themselves are the proof that a message was sent.
import {
  Timestamp,
  type DocumentReference,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import { now } from "../../lib/clock";
import { db } from "../../lib/firebase";

export const MAIL = "mail";

/**
 * How long a queued message stays (a TTL policy on `mail.expiresAt` deletes it then): the
 * extension sends on creation and records its delivery within minutes, retries for a few days at
 * most, and 30 days leave an operator time to look into a bounce. Longer would keep addresses and
 * invitation texts for nothing.
 */
export const MAIL_TTL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

export interface MailDoc {
  to: string;
  message: MailMessage;
}

const mailRef = (id: string) => db().collection(MAIL).doc(id) as DocumentReference;

/** Queues a message in `writer` (a batch or a transaction), with what else it writes; its id. */
export function queueMail(writer: WriteBatch | Transaction, mail: MailDoc): string {
  const ref = db().collection(MAIL).doc() as DocumentReference;
  const expiresAt = Timestamp.fromMillis(now().getTime() + MAIL_TTL_DAYS * DAY_MS);
  (writer as WriteBatch).create(ref, { ...mail, expiresAt });
  return ref.id;
}

/** A queued message as read in `tx`, for a use case that rewrites it in the same transaction. */
export async function mailInTransaction(tx: Transaction, id: string): Promise<MailDoc | undefined> {
  return (await tx.get(mailRef(id))).data() as MailDoc | undefined;
}

/**
 * Replaces a queued message's words (an invitation's, once its code is spent). What the extension
 * has sent stays sent (it sends on creation and records the delivery beside the message); the
 * document no longer holds the old words.
 */
export function rewriteMail(tx: Transaction, id: string, message: MailMessage): void {
  tx.update(mailRef(id), { message });
}
