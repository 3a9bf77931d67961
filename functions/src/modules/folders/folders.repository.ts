// Firestore access for folders and tags: users/{uid}/folders/{id} and users/{uid}/tags/{id}.
// Both are small per-user collections (at most 100 each), listed whole.
import { Timestamp, type CollectionReference } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import { USERS } from "../users/users.repository";

export type Kind = "folders" | "tags";

export interface LabelDoc {
  name: string;
  nameLower: string;
  color?: string;
  createdAt: Timestamp;
}

export interface StoredLabel extends LabelDoc {
  id: string;
}

const labels = (uid: string, kind: Kind) =>
  db().collection(USERS).doc(uid).collection(kind) as CollectionReference<LabelDoc>;

export async function listLabels(uid: string, kind: Kind, max: number): Promise<StoredLabel[]> {
  const snap = await labels(uid, kind).orderBy("nameLower").limit(max).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

export async function getLabel(uid: string, kind: Kind, id: string): Promise<StoredLabel | undefined> {
  const snap = await labels(uid, kind).doc(id).get();
  const data = snap.data();
  return data ? { id: snap.id, ...data } : undefined;
}

export async function countLabels(uid: string, kind: Kind): Promise<number> {
  return (await labels(uid, kind).count().get()).data().count;
}

export async function findLabelByName(
  uid: string,
  kind: Kind,
  nameLower: string,
): Promise<StoredLabel | undefined> {
  const snap = await labels(uid, kind).where("nameLower", "==", nameLower).limit(1).get();
  const doc = snap.docs[0];
  return doc ? { id: doc.id, ...doc.data() } : undefined;
}

export async function createLabel(
  uid: string,
  kind: Kind,
  fields: Omit<LabelDoc, "createdAt">,
): Promise<StoredLabel> {
  const ref = labels(uid, kind).doc();
  const doc: LabelDoc = { ...fields, createdAt: Timestamp.now() };
  await ref.create(doc);
  return { id: ref.id, ...doc };
}

export async function deleteLabel(uid: string, kind: Kind, id: string): Promise<void> {
  await labels(uid, kind).doc(id).delete();
}
