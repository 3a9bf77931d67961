// A user's rate-limit counters (lib/owned-data.ts): they expire by themselves within a day, so a
// move leaves them; a deletion removes them, so that nothing is left named by the uid.
import { FieldPath } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";
import {
  BATCH_WRITES,
  deleteRefs,
  nothingToMove,
  type BatchDeleted,
  type OwnedData,
} from "../../lib/owned-data";
import { RATE_LIMITS } from "./rate-limits.service";

/** The user's counters, found by their ids (`{limit}_{uid}_{window}`): one range per limit. */
async function deleteRateLimitCounters(uid: string): Promise<BatchDeleted> {
  const counters = db().collection("rateLimits");
  const found = await Promise.all(
    Object.keys(RATE_LIMITS).map((name) => {
      const prefix = `${name}_${encodeURIComponent(uid)}_`;
      return counters
        .where(FieldPath.documentId(), ">=", counters.doc(prefix))
        .where(FieldPath.documentId(), "<", counters.doc(`${prefix}\uf8ff`))
        .select()
        .limit(BATCH_WRITES)
        .get();
    }),
  );
  const refs = found.flatMap((snap) => snap.docs.map((doc) => doc.ref));
  await deleteRefs(refs);
  return { deleted: refs.length, done: found.every((snap) => snap.size < BATCH_WRITES) };
}

export const rateLimitsOwnedData: readonly OwnedData[] = [
  { name: "rateLimits", moveBatch: nothingToMove, deleteBatch: ({ uid }) => deleteRateLimitCounters(uid) },
];
