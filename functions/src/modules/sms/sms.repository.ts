// Firestore access for SMS: consent per (user, number), the sent messages, and the hourly cap.
//   smsConsents/{uid}_{phone}     userId, phoneNumber, hasConsent, consentSource, optedOut, updatedAt
//   smsMessages/{id}              userId, to, body, kind, articleId|highlightId, status, simulated,
//                                 twilioSid, errorCode, createdAt
//   rateLimits/sms_{uid}_{hour}   count, expiresAt (a TTL policy on expiresAt can clean these up)
import { FieldValue, Timestamp, type DocumentReference } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";

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
  kind: "article" | "highlight";
  articleId: string;
  highlightId: string | null;
  status: string;
  simulated: boolean;
  twilioSid: string | null;
  errorCode: number | null;
  createdAt: Timestamp;
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

export async function setConsent(
  uid: string,
  phone: string,
  hasConsent: boolean,
  consentSource: string,
): Promise<ConsentDoc> {
  const doc: ConsentDoc = {
    userId: uid,
    phoneNumber: phone,
    hasConsent,
    consentSource,
    optedOut: false,
    updatedAt: Timestamp.now(),
  };
  await consentRef(uid, phone).set(doc);
  return doc;
}

/** Twilio said the recipient replied STOP: no more messages to this number from this user. */
export async function markOptedOut(uid: string, phone: string): Promise<void> {
  await consentRef(uid, phone).set(
    { hasConsent: false, optedOut: true, updatedAt: Timestamp.now() },
    { merge: true },
  );
}

export async function recordMessage(message: Omit<MessageDoc, "createdAt">): Promise<string> {
  const ref = db().collection(SMS_MESSAGES).doc();
  await ref.create({ ...message, createdAt: Timestamp.now() });
  return ref.id;
}

/**
 * Takes one unit of the user's hourly SMS allowance in a transaction, so the cap holds across
 * every running instance (a memory counter would be per instance). False when it is used up.
 */
export async function takeHourlySmsAllowance(uid: string, max: number, now = new Date()): Promise<boolean> {
  const hour = now.toISOString().slice(0, 13);
  const ref = db().collection("rateLimits").doc(`sms_${uid}_${hour}`);
  return db().runTransaction(
    async (tx) => {
      const count = ((await tx.get(ref)).get("count") as number | undefined) ?? 0;
      if (count >= max) return false;
      tx.set(
        ref,
        {
          count: FieldValue.increment(1),
          expiresAt: Timestamp.fromMillis(now.getTime() + 2 * 60 * 60 * 1000),
        },
        { merge: true },
      );
      return true;
    },
    { maxAttempts: 30 },
  );
}
