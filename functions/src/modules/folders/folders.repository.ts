// Firestore access for folders and tags: users/{uid}/folders/{id} and users/{uid}/tags/{id}.
// Both are small per-user collections (at most 100 each), listed whole. users/{uid}/labelLocks/{kind}
// serialises one user's creations of each kind (see creationLock).
import { Timestamp, type CollectionReference } from "firebase-admin/firestore";
import { db, runTransaction } from "../../lib/firebase";
import { userDocument } from "../../lib/user-document";
import { now } from "../../lib/clock";

export type Kind = "folders" | "tags";
export const LABEL_LOCKS = "labelLocks";

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
  userDocument(uid).collection(kind) as CollectionReference<LabelDoc>;

export async function listLabels(uid: string, kind: Kind, max: number): Promise<StoredLabel[]> {
  const snap = await labels(uid, kind).orderBy("nameLower").limit(max).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

export async function getLabel(uid: string, kind: Kind, id: string): Promise<StoredLabel | undefined> {
  const snap = await labels(uid, kind).doc(id).get();
  const data = snap.data();
  return data ? { id: snap.id, ...data } : undefined;
}

/** What a creation may check, read in the same transaction as the write. */
export interface LabelsState {
  /** The label with the same name regardless of case, if any. */
  sameName: StoredLabel | undefined;
  count: number;
}

/**
 * A document per user and kind that every creation reads and writes, so that concurrent
 * creations run one after another: without it two requests could both find no label of a name
 * (or 99 labels) and both create one. It holds nothing but the time of the last creation.
 */
const creationLock = (uid: string, kind: Kind) => userDocument(uid).collection(LABEL_LOCKS).doc(kind);

/**
 * Creates a label in a transaction that first reads the same-named label and the count (two
 * bounded reads: a query of at most one document and a count); `check` throws to refuse.
 */
export async function createLabel(
  uid: string,
  kind: Kind,
  fields: Omit<LabelDoc, "createdAt">,
  check: (state: LabelsState) => void,
): Promise<StoredLabel> {
  const collection = labels(uid, kind);
  return runTransaction(
    async (tx) => {
      const [, same, count] = await Promise.all([
        tx.get(creationLock(uid, kind)),
        tx.get(collection.where("nameLower", "==", fields.nameLower).limit(1)),
        tx.get(collection.count()),
      ]);
      const found = same.docs[0];
      check({ sameName: found && { id: found.id, ...found.data() }, count: count.data().count });
      const ref = collection.doc();
      const doc: LabelDoc = { ...fields, createdAt: Timestamp.fromDate(now()) };
      tx.set(creationLock(uid, kind), { lastCreatedAt: doc.createdAt });
      tx.create(ref, doc);
      return { id: ref.id, ...doc };
    },
    // Concurrent creations by one user contend on the lock; let each wait its turn.
    { maxAttempts: 20 },
  );
}

export async function deleteLabel(uid: string, kind: Kind, id: string): Promise<void> {
  await labels(uid, kind).doc(id).delete();
}

/** The names of the user's tags among `ids` (one read each; a deleted tag is left out). */
export async function tagNames(uid: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const snaps = await db().getAll(...ids.map((id) => labels(uid, "tags").doc(id)));
  return new Map(snaps.filter((snap) => snap.exists).map((snap) => [snap.id, String(snap.get("name"))]));
}

/**
 * The ids of the user's labels named `names` (regardless of case), creating those missing while
 * there is room under `max`, in one transaction behind the creation lock (one read of at most
 * `max` labels, one write per new one). Names that found no room are returned as `refused`.
 */
export async function ensureLabels(
  uid: string,
  kind: Kind,
  names: string[],
  max: number,
  color?: string,
): Promise<{ ids: Map<string, string>; refused: string[] }> {
  const collection = labels(uid, kind);
  return runTransaction(
    async (tx) => {
      const [, existing] = await Promise.all([
        tx.get(creationLock(uid, kind)),
        tx.get(collection.orderBy("nameLower").limit(max)),
      ]);
      const ids = new Map(existing.docs.map((doc) => [String(doc.get("nameLower")), doc.id]));
      let count = existing.size;
      const refused: string[] = [];
      const createdAt = Timestamp.fromDate(now());
      for (const name of names) {
        const nameLower = name.toLowerCase();
        if (ids.has(nameLower)) continue;
        if (count >= max) {
          refused.push(name);
          continue;
        }
        const ref = collection.doc();
        tx.create(ref, { name, nameLower, ...(color ? { color } : {}), createdAt });
        ids.set(nameLower, ref.id);
        count += 1;
      }
      if (count > existing.size) tx.set(creationLock(uid, kind), { lastCreatedAt: createdAt });
      return { ids, refused };
    },
    { maxAttempts: 20 },
  );
}
