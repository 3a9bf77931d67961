// The points a user owns (lib/owned-data.ts): the totals (keyed by uid, naming it), the ledger
// and the days (each naming the uid for the jobs' collection-group reads). Friends' own ledgers
// name the user as the person of an action (a friend made, a spurq sent or answered): their
// points stay theirs, the person becomes nobody, and a friendship's entry loses the username it
// shows beside it.
import { FieldPath } from "firebase-admin/firestore";
import { db, runTransaction } from "../../lib/firebase";
import {
  BATCH_WRITES,
  ownerField,
  rekeyed,
  userSubcollection,
  type BatchDeleted,
  type OwnedData,
} from "../../lib/owned-data";
import { ACTIVITY, DAYS, PROGRESS, progressRef, type ProgressDoc } from "./ledger";
import { uncount } from "./rank-shards";

/**
 * The user's points totals, and their place in the points distribution behind everyone's rank
 * percentile (the ranking job only sees totals that still exist), in one transaction: the place
 * goes through their ranking shard's delta, which the next run folds in.
 */
async function deleteProgress(uid: string): Promise<BatchDeleted> {
  return runTransaction(async (tx) => {
    const progress = await tx.get(progressRef(uid));
    if (!progress.exists) return { deleted: 0, done: true };
    const ranked = (progress.data() as ProgressDoc).rankedPoints;
    if (typeof ranked === "number") uncount(tx, uid, ranked);
    tx.delete(progressRef(uid));
    return { deleted: 1, done: true };
  });
}

export const progressOwnedData: readonly OwnedData[] = [
  rekeyed(
    PROGRESS,
    (uid) => db().collection(PROGRESS).where(FieldPath.documentId(), "==", uid),
    (doc, to) => db().collection(PROGRESS).doc(to),
    (data, to) => ({ ...data, uid: to }),
    deleteProgress,
  ),
  userSubcollection(ACTIVITY),
  userSubcollection(DAYS, "uid"),
];

/** Actions whose `context` is the person's username (the others show an article's title). */
const USERNAME_CONTEXT: ReadonlySet<string> = new Set(["friend_made"]);

/** Friends' entries naming the user: the person becomes nobody, a username shown beside it goes too. */
async function forgetPersonInLedgers(uid: string): Promise<BatchDeleted> {
  const snap = await db()
    .collectionGroup(ACTIVITY)
    .where("personId", "==", uid)
    .select("type")
    .limit(BATCH_WRITES)
    .get();
  if (snap.empty) return { deleted: 0, done: true };
  const batch = db().batch();
  for (const doc of snap.docs) {
    const showsUsername = USERNAME_CONTEXT.has(String(doc.get("type")));
    batch.update(doc.ref, { personId: null, ...(showsUsername ? { context: null } : {}) });
  }
  await batch.commit();
  return { deleted: snap.size, done: snap.size < BATCH_WRITES };
}

/** The user as the person of friends' actions, in their ledgers. */
export const personInLedgersData: OwnedData = ownerField(
  ACTIVITY,
  "personId",
  "group",
  forgetPersonInLedgers,
);
