// Firestore counters behind the rate limits: one document per limit, key and window.
//   rateLimits/{limit}_{key}_{windowStart}   count, expiresAt (the TTL policy in
//                                             firestore.indexes.json deletes it once its window is over),
//                                             take (the last write's token, see below)
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { db } from "../../lib/firebase";

/** gRPC codes of a lost race: another request created or changed a counter since it was read. */
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;
/** Every round one contender wins, so no request needs more rounds than a limit's max plus one. */
const MAX_TRIES = 100;

/**
 * Each take writes its own token beside the count. A write whose answer was lost (a timeout the
 * client library resends) may have landed while the resend fails as a lost race: the next read
 * then finds the take's own token, and the unit is not taken a second time.
 */
const landed = (snapshot: { get(field: string): unknown }, token: string) => snapshot.get("take") === token;

export interface Counter {
  id: string;
  max: number;
  /** The end of the counter's window: after it the document counts for nothing. */
  expiresAt: Date;
}

/**
 * Takes one unit from every counter, all or none, so each limit holds across every running
 * instance (a memory counter would be per instance) and one exhausted limit does not use up the
 * others. Returns the index of the first counter already at its max, or -1 when every unit was
 * taken.
 *
 * A compare-and-set rather than a transaction: one batch that writes each count read plus one,
 * on condition that no counter was created or changed since the read; a request that lost the
 * race reads again. Concurrent requests of one user contend for one document, and there a
 * transaction is aborted and waits the SDK's back-off (a second and more): 31 concurrent takes
 * needed 19 s on the emulator, and shorter pauses livelocked it. This needs under a second.
 */
export async function takeUnits(counters: Counter[]): Promise<number> {
  const refs = counters.map((counter) => db().collection("rateLimits").doc(counter.id));
  const token = randomUUID();
  for (let tries = 1; ; tries++) {
    const snapshots = await db().getAll(...refs);
    // One batch writes every counter: any of them with the token means it landed.
    if (tries > 1 && snapshots.some((snapshot) => landed(snapshot, token))) return -1;
    const full = snapshots.findIndex(
      (snapshot, i) => ((snapshot.get("count") as number | undefined) ?? 0) >= counters[i]!.max,
    );
    if (full >= 0) return full;
    const batch = db().batch();
    snapshots.forEach((snapshot, i) => {
      const expiresAt = Timestamp.fromDate(counters[i]!.expiresAt);
      if (!snapshot.exists) batch.create(refs[i]!, { count: 1, expiresAt, take: token });
      else
        batch.update(
          refs[i]!,
          { count: (snapshot.get("count") as number) + 1, expiresAt, take: token },
          { lastUpdateTime: snapshot.updateTime! },
        );
    });
    try {
      await batch.commit();
      return -1;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if ((code !== ALREADY_EXISTS && code !== FAILED_PRECONDITION) || tries >= MAX_TRIES) throw error;
    }
  }
}

/**
 * Takes up to `wanted` units of one counter at once, as many as are left: what a job that works
 * through many items takes per slice, so its budget costs a read and a write per slice, not per
 * item. Returns how many were taken (0 when the counter is full). The same compare-and-set.
 */
export async function takeUpTo(counter: Counter, wanted: number): Promise<number> {
  const ref = db().collection("rateLimits").doc(counter.id);
  const token = randomUUID();
  let taken = 0;
  for (let tries = 1; ; tries++) {
    const snapshot = await ref.get();
    if (tries > 1 && landed(snapshot, token)) return taken;
    const count = (snapshot.get("count") as number | undefined) ?? 0;
    taken = Math.max(0, Math.min(wanted, counter.max - count));
    if (taken === 0) return 0;
    const expiresAt = Timestamp.fromDate(counter.expiresAt);
    try {
      if (!snapshot.exists) await ref.create({ count: taken, expiresAt, take: token });
      else
        await ref.update(
          { count: count + taken, expiresAt, take: token },
          { lastUpdateTime: snapshot.updateTime! },
        );
      return taken;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if ((code !== ALREADY_EXISTS && code !== FAILED_PRECONDITION) || tries >= MAX_TRIES) throw error;
    }
  }
}
