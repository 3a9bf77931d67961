// Firestore access for feedback:
//   feedback/{id}   userId, username, email, type, subject, description, appVersion, page,
//                   userAgent, createdAt, status ('new' until an operator triages it)
// Operators read and triage it in the Firebase console; nothing in the app lists it, so it needs
// no index beyond the automatic ones (userId, for account repair and deletion).
import type { CollectionReference, Timestamp } from "firebase-admin/firestore";
import type { FeedbackBody } from "../../shared";
import { db } from "../../lib/firebase";

export const FEEDBACK = "feedback";

export interface FeedbackDoc {
  userId: string;
  username: string;
  email: string | null;
  type: FeedbackBody["type"];
  subject: string;
  description: string;
  appVersion: string | null;
  page: string | null;
  userAgent: string | null;
  createdAt: Timestamp;
  status: "new";
}

const feedback = () => db().collection(FEEDBACK) as CollectionReference<FeedbackDoc>;

/** Stores one piece of feedback; returns its id. */
export async function saveFeedback(doc: FeedbackDoc): Promise<string> {
  const ref = feedback().doc();
  await ref.create(doc);
  return ref.id;
}
