// The points a user owns (lib/owned-data.ts): the totals (keyed by uid, naming it), the ledger
// and the days (each naming the uid for the jobs' collection-group reads). Friends' own ledgers
// name the user as the person of an action (a friend made, a spurq sent or answered): their
// points stay theirs, the person becomes nobody.
import { FieldPath } from "firebase-admin/firestore";
import { POINTS_BUCKET_MINS, pointsBucket } from "../../shared";
import { db } from "../../lib/firebase";
import {
  anonymise,
  ownerField,
  rekeyed,
  userSubcollection,
  type BatchDeleted,
  type OwnedData,
} from "../../lib/owned-data";
import { ACTIVITY, DAYS, PROGRESS, progressRef, type ProgressDoc } from "./ledger";
import { pointsDistributionRef } from "./ranking.job";

/**
 * The user's points totals, and their place in the points distribution behind everyone's rank
 * percentile (the ranking job only sees totals that still exist), in one transaction.
 */
async function deleteProgress(uid: string): Promise<BatchDeleted> {
  return db().runTransaction(async (tx) => {
    const [progress, distribution] = await Promise.all([
      tx.get(progressRef(uid)),
      tx.get(pointsDistributionRef()),
    ]);
    if (!progress.exists) return { deleted: 0, done: true };
    const ranked = (progress.data() as ProgressDoc).rankedPoints;
    const stored = distribution.data();
    if (stored && typeof ranked === "number") {
      const min = POINTS_BUCKET_MINS[pointsBucket(ranked)]!;
      tx.update(pointsDistributionRef(), {
        buckets: stored.buckets.map((bucket) =>
          bucket.min === min ? { ...bucket, count: Math.max(0, bucket.count - 1) } : bucket,
        ),
        total: Math.max(0, stored.total - 1),
      });
    }
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

/** The user as the person of friends' actions, in their ledgers. */
export const personInLedgersData: OwnedData = ownerField(
  ACTIVITY,
  "personId",
  "group",
  anonymise((uid) => db().collectionGroup(ACTIVITY).where("personId", "==", uid), "personId", null),
);
