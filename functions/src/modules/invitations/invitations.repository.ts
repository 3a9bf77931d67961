// Firestore access for invitations and the e-mails they send:
//   invitations/{id}   inviterId, channel, to, codeHash (sha256 of the single-use code, which
//                      itself is never stored), createdAt, expiresAt, usedBy, usedAt
//   mail/{id}          { to, message: { subject, text, html } }: the Firebase "Trigger Email"
//                      extension's format; the extension, installed by an operator in
//                      production, sends it and records the delivery on the document.
import { Timestamp, type CollectionReference } from "firebase-admin/firestore";
import type { InvitationChannel } from "../../shared";
import { db } from "../../lib/firebase";
import { queueMail, type MailMessage } from "../mail";
import { now } from "../../lib/clock";

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
}

const invitations = () => db().collection(INVITATIONS) as CollectionReference<InvitationDoc>;

/** A new invitation's id, known before it is stored (an SMS names it before it is sent). */
export const newInvitationId = () => invitations().doc().id;

type NewInvitation = Omit<InvitationDoc, "usedBy" | "usedAt">;

/** Stores an invitation; with `mail`, the e-mail that carries it, in the same batch. */
export async function saveInvitation(
  id: string,
  invitation: NewInvitation,
  mail?: MailMessage,
): Promise<InvitationDoc> {
  const stored: InvitationDoc = { ...invitation, usedBy: null, usedAt: null };
  const batch = db().batch();
  batch.create(invitations().doc(id), stored);
  if (mail) queueMail(batch, { to: invitation.to, message: mail });
  await batch.commit();
  return stored;
}

/** Why a code was not redeemed, for the log. */
export type RedeemOutcome =
  { redeemed: true; inviterId: string } | { redeemed: false; reason: "unknown" | "used" | "expired" | "own" };

/**
 * Marks the invitation whose code hashes to `codeHash` used by `uid`, once: the transaction
 * checks that it is unused and unexpired, so two sign-ups racing with one code cannot both win.
 */
export function redeemInvitation(
  codeHash: string,
  uid: string,
  at = Timestamp.fromDate(now()),
): Promise<RedeemOutcome> {
  return db().runTransaction(async (tx): Promise<RedeemOutcome> => {
    const found = (await tx.get(invitations().where("codeHash", "==", codeHash).limit(1))).docs[0];
    if (!found) return { redeemed: false, reason: "unknown" };
    const invitation = found.data();
    if (invitation.usedBy) return { redeemed: false, reason: "used" };
    if (invitation.expiresAt.toMillis() <= at.toMillis()) return { redeemed: false, reason: "expired" };
    if (invitation.inviterId === uid) return { redeemed: false, reason: "own" };
    tx.update(found.ref, { usedBy: uid, usedAt: at });
    return { redeemed: true, inviterId: invitation.inviterId };
  });
}
