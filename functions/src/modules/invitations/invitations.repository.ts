// Firestore access for invitations and the e-mails they send:
//   invitations/{id}   inviterId, channel, to, codeHash (sha256 of the single-use code, which
//                      itself is not stored here), createdAt, expiresAt, usedBy, usedAt, mailId,
//                      pendingFor (the account that signed up with the code and the invited
//                      address before proving it; redeemed when it does)
//   mail/{id}          { to, message: { subject, text, html } }: the Firebase "Trigger Email"
//                      extension's format; the extension, installed by an operator in
//                      production, sends it and records the delivery on the document. It holds
//                      the code until the code is used (the service rewrites it then).
import type { CollectionReference, Timestamp, Transaction } from "firebase-admin/firestore";
import type { InvitationChannel } from "../../shared";
import { db } from "../../lib/firebase";
import { queueMail, type MailMessage } from "../mail";

export const INVITATIONS = "invitations";

export interface InvitationDoc {
  inviterId: string;
  channel: InvitationChannel;
  to: string;
  codeHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedBy: string | null;
  usedAt: Timestamp | null;
  /** The e-mail that carries the code (e-mail invitations; absent on those stored before). */
  mailId?: string | null;
  /**
   * The account that signed up with the code and the invited address, not yet verified: the
   * invitation is redeemed for it once Firebase Authentication says it proved the address.
   * Cleared when the invitation is used.
   */
  pendingFor?: string | null;
}

const invitations = () => db().collection(INVITATIONS) as CollectionReference<InvitationDoc>;

/** A new invitation's id, known before it is stored (an SMS names it before it is sent). */
export const newInvitationId = () => invitations().doc().id;

type NewInvitation = Omit<InvitationDoc, "usedBy" | "usedAt" | "mailId">;

/** Stores an invitation; with `mail`, the e-mail that carries it, in the same batch. */
export async function saveInvitation(
  id: string,
  invitation: NewInvitation,
  mail?: MailMessage,
): Promise<InvitationDoc> {
  const batch = db().batch();
  const mailId = mail ? queueMail(batch, { to: invitation.to, message: mail }) : null;
  const stored: InvitationDoc = { ...invitation, usedBy: null, usedAt: null, mailId };
  batch.create(invitations().doc(id), stored);
  await batch.commit();
  return stored;
}

/** The invitation whose code hashes to `codeHash`, as read in `tx`, or undefined. */
export async function invitationByCodeHash(
  tx: Transaction,
  codeHash: string,
): Promise<{ id: string; invitation: InvitationDoc } | undefined> {
  const found = (await tx.get(invitations().where("codeHash", "==", codeHash).limit(1))).docs[0];
  return found && { id: found.id, invitation: found.data() };
}

/** The invitation `id`, as read in `tx`, or undefined. */
export async function invitationById(
  tx: Transaction,
  id: string,
): Promise<{ id: string; invitation: InvitationDoc } | undefined> {
  const invitation = (await tx.get(invitations().doc(id))).data();
  return invitation && { id, invitation };
}

/** Marks the invitation used by `uid`, in the transaction that checked it was not. */
export function markUsed(tx: Transaction, id: string, uid: string, at: Timestamp): void {
  tx.update(invitations().doc(id), { usedBy: uid, usedAt: at, pendingFor: null });
}

/** Keeps the invitation for `uid` until it proves the address, in the transaction that checked it. */
export function markPending(tx: Transaction, id: string, uid: string): void {
  tx.update(invitations().doc(id), { pendingFor: uid });
}

/** How many invitations one account can be waiting for, at most, read at once. */
const PENDING_READ_LIMIT = 10;

/** The ids of the invitations waiting for `uid` to prove its address (a bounded read, ids only). */
export async function pendingInvitationIds(uid: string): Promise<string[]> {
  const snap = await invitations().where("pendingFor", "==", uid).select().limit(PENDING_READ_LIMIT).get();
  return snap.docs.map((doc) => doc.id);
}
