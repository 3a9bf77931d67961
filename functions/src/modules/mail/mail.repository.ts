// Outgoing e-mail: mail/{id} documents in the format of the Firebase "Trigger Email" extension
// ({ to, message: { subject, text, html } }), which an operator installs in production to send
// them; locally the documents themselves are the proof that a message was sent.
import type { DocumentReference, Transaction, WriteBatch } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";

export const MAIL = "mail";

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
  (writer as WriteBatch).create(ref, mail);
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
