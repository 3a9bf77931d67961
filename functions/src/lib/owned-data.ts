// What a user owns, and how it follows them to a new uid or goes with their account. Account
// repair (POST /api/auth/fix-current-uid) re-links a record to the new Firebase uid of the same
// person; account deletion (DELETE /api/user) removes it. Each module that stores per-user data
// lists it as OwnedData in its public face (`ownedData`), with the move and the deletion of the
// same documents side by side; the account module puts the lists in order. See
// docs/architecture.md, "Adding a kind of data a user owns".
//
// Every move and every deletion runs in bounded batches and is idempotent: an interrupted run just
// runs again, finds whatever still names the old uid and carries on; what already moved or went is
// not found again.
import type { DocumentData, DocumentReference, Query, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { db, runTransaction } from "./firebase";
import { USERS, userDocument } from "./user-document";

export { BATCH_WRITES } from "./commit-budget";
import { BATCH_WRITES } from "./commit-budget";

/**
 * What stands in for a deleted account where a record must keep saying that someone did
 * something (an invitation that was used, a chat's creator, an audit entry).
 */
export const DELETED_ACCOUNT = "deleted-account";

export interface BatchDeleted {
  deleted: number;
  done: boolean;
}

export interface BatchMoved {
  moved: number;
  done: boolean;
}

/** The account being deleted: its uid, and its e-mail, which mail to it is addressed by. */
export interface DeletedAccount {
  uid: string;
  email: string;
}

export interface OwnedData {
  /** Where the data lives, for the log. */
  readonly name: string;
  /** Moves one bounded batch from `from` to `to`; `done` when nothing is left to move. */
  moveBatch(from: string, to: string): Promise<BatchMoved>;
  /** Deletes (or anonymises) one bounded batch of it; `done` when nothing is left. */
  deleteBatch(account: DeletedAccount): Promise<BatchDeleted>;
}

export type Remove = (uid: string) => Promise<BatchDeleted>;

/** Data that stays where it is when a record moves to a new uid (audit entries, counters, mail). */
export const nothingToMove = async (): Promise<BatchMoved> => ({ moved: 0, done: true });

/** Deletes the documents, in batches of at most BATCH_WRITES; returns how many. */
export async function deleteRefs(refs: DocumentReference[]): Promise<number> {
  const commits: Array<Promise<unknown>> = [];
  for (let start = 0; start < refs.length; start += BATCH_WRITES) {
    const batch = db().batch();
    for (const ref of refs.slice(start, start + BATCH_WRITES)) batch.delete(ref);
    commits.push(batch.commit());
  }
  await Promise.all(commits);
  return refs.length;
}

/** One step of deleting every document `query` finds (reading ids only). */
export async function deleteFound(query: Query): Promise<BatchDeleted> {
  const snap = await query.select().limit(BATCH_WRITES).get();
  await deleteRefs(snap.docs.map((doc) => doc.ref));
  return { deleted: snap.size, done: snap.size < BATCH_WRITES };
}

/**
 * Rewrites `field` from the user's uid to DELETED_ACCOUNT (or null) on what `query` finds: records
 * that belong to someone else, or to the service, and must keep saying that something happened.
 */
export function anonymise(
  query: (uid: string) => Query,
  field: string,
  value: string | null = DELETED_ACCOUNT,
) {
  return async (uid: string): Promise<BatchDeleted> => {
    const snap = await query(uid).select().limit(BATCH_WRITES).get();
    if (snap.empty) return { deleted: 0, done: true };
    const batch = db().batch();
    for (const doc of snap.docs) batch.update(doc.ref, { [field]: value });
    await batch.commit();
    return { deleted: snap.size, done: snap.size < BATCH_WRITES };
  };
}

/**
 * Documents of `collection` whose `field` names the owner: the field is rewritten in place, so
 * their ids, and every reference to them, stay valid. A deletion deletes them, unless `remove`
 * says how.
 */
export function ownerField(
  collection: string,
  field: string,
  scope: "collection" | "group" = "collection",
  remove?: Remove,
): OwnedData {
  const source = () => (scope === "group" ? db().collectionGroup(collection) : db().collection(collection));
  return {
    name: `${collection}.${field}`,
    deleteBatch: ({ uid }) => (remove ? remove(uid) : deleteFound(source().where(field, "==", uid))),
    async moveBatch(from, to) {
      const snap = await source().where(field, "==", from).limit(BATCH_WRITES).get();
      if (snap.empty) return { moved: 0, done: true };
      const batch = db().batch();
      for (const doc of snap.docs) batch.update(doc.ref, { [field]: to });
      await batch.commit();
      return { moved: snap.size, done: snap.size < BATCH_WRITES };
    },
  };
}

/**
 * Documents whose path or id names the owner: each is copied to `target` and deleted, in one
 * transaction per batch. A copy the new uid already has is kept (it is the newer). A deletion
 * deletes what `source` finds, unless `remove` says how.
 */
export function rekeyed(
  name: string,
  source: (uid: string) => Query,
  target: (doc: QueryDocumentSnapshot, to: string) => DocumentReference,
  rewrite: (data: DocumentData, to: string) => DocumentData = (data) => data,
  remove?: Remove,
): OwnedData {
  return {
    name,
    deleteBatch: ({ uid }) => (remove ? remove(uid) : deleteFound(source(uid))),
    moveBatch: (from, to) =>
      runTransaction(async (tx) => {
        const snap = await tx.get(source(from).limit(BATCH_WRITES / 2));
        if (snap.empty) return { moved: 0, done: true };
        const targets = snap.docs.map((doc) => target(doc, to));
        const existing = await tx.getAll(...targets);
        snap.docs.forEach((doc, index) => {
          if (!existing[index]?.exists) tx.set(targets[index]!, rewrite(doc.data(), to));
          tx.delete(doc.ref);
        });
        return { moved: snap.size, done: snap.size < BATCH_WRITES / 2 };
      }),
  };
}

/**
 * A subcollection of the user record (users/{uid}/{name}/{id}): same ids under the new uid.
 * `uidField` names a field that repeats the owner's uid, rewritten on the way.
 */
export function userSubcollection(name: string, uidField?: string): OwnedData {
  const collection = (uid: string) => userDocument(uid).collection(name);
  return rekeyed(
    `${USERS}/{uid}/${name}`,
    collection,
    (doc, to) => collection(to).doc(doc.id),
    (data, to) => (uidField ? { ...data, [uidField]: to } : data),
  );
}
