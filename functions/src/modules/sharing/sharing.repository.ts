// Firestore access for SMS: consent per (user, number) and the sent messages. Its rate limits
// are counted by the rate-limits module.
//   smsConsents/{uid}_{phone}     userId, phoneNumber, hasConsent, consentSource, optedOut, updatedAt
//   smsMessages/{id}              userId, to, body (as sent, or without an invitation's code),
//                                 kind, articleId|highlightId|invitationId,
//                                 status, simulated, twilioSid, errorCode, createdAt
import { Timestamp, type DocumentReference } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import { now } from "../../lib/clock";

export interface ConsentDoc {
  userId: string;
  phoneNumber: string;
  hasConsent: boolean;
  consentSource: string | null;
  optedOut?: boolean;
  updatedAt: Timestamp;
}

export interface MessageDoc {
  userId: string;
  to: string;
  body: string;
  kind: "article" | "highlight" | "invitation";
  articleId: string | null;
  highlightId: string | null;
  invitationId?: string;
  status: string;
  simulated: boolean;
  twilioSid: string | null;
  errorCode: number | null;
  createdAt: Timestamp;
  /** When the TTL policy deletes the record (SMS_TTL_DAYS after it was made). */
  expiresAt: Timestamp;
}

export const SMS_CONSENTS = "smsConsents";
export const SMS_MESSAGES = "smsMessages";

/** One consent per (user, number). */
export const consentId = (uid: string, phone: string) => `${uid}_${phone}`;

const consentRef = (uid: string, phone: string) =>
  db().collection(SMS_CONSENTS).doc(consentId(uid, phone)) as DocumentReference<ConsentDoc>;

export async function getConsent(uid: string, phone: string): Promise<ConsentDoc | undefined> {
  return (await consentRef(uid, phone).get()).data();
}

/**
 * Records the sender's consent. It never touches `optedOut`: the app records consent before
 * every send, and an opt-out is the recipient's alone to undo (by replying START to Twilio; no
 * inbound webhook records that yet, so here it stays).
 */
export async function setConsent(
  uid: string,
  phone: string,
  hasConsent: boolean,
  consentSource: string,
): Promise<ConsentDoc> {
  const ref = consentRef(uid, phone);
  await ref.set(
    { userId: uid, phoneNumber: phone, hasConsent, consentSource, updatedAt: Timestamp.fromDate(now()) },
    { merge: true },
  );
  return (await ref.get()).data()!;
}

/** Twilio said the recipient replied STOP: no more messages to this number from this user. */
export async function markOptedOut(uid: string, phone: string): Promise<void> {
  await consentRef(uid, phone).set(
    { hasConsent: false, optedOut: true, updatedAt: Timestamp.fromDate(now()) },
    { merge: true },
  );
}

/**
 * How long a text's record stays (a TTL policy on `smsMessages.expiresAt` deletes it then): the
 * per-recipient and per-user caps count the last day, and 90 days cover a carrier's or Twilio's
 * questions about a complaint; the record holds a phone number and the text.
 */
export const SMS_TTL_DAYS = 90;

export async function recordMessage(message: Omit<MessageDoc, "createdAt" | "expiresAt">): Promise<string> {
  const ref = db().collection(SMS_MESSAGES).doc();
  const at = now();
  await ref.create({
    ...message,
    createdAt: Timestamp.fromDate(at),
    expiresAt: Timestamp.fromMillis(at.getTime() + SMS_TTL_DAYS * 24 * 60 * 60 * 1000),
  });
  return ref.id;
}
