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

/** Queues a message in `writer` (a batch or a transaction), with what else it writes. */
export function queueMail(writer: WriteBatch | Transaction, mail: MailDoc): void {
  (writer as WriteBatch).create(db().collection(MAIL).doc() as DocumentReference, mail);
}
