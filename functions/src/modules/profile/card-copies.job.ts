// Refreshing a card's copies as a job (modules/jobs): a rename or a new avatar starts it after
// the change has committed, and the request answers at once. Each slice refreshes batch after
// batch for up to a minute from the record's marker (card-copies.ts), which is the job's true
// cursor: a repeated slice finds the marker moved on, and a change made meanwhile resets it.
// Asked again while it runs, the job runs once more at its end (a change landing just as it
// finished is not missed); asked again while it waits, nothing changes: it reads the latest card
// when it starts. So two changes in a row refresh once, to the latest.
import { logProfileRefresh } from "../../lib/logger";
import { getUser } from "../users";
import { startJob, type JobRunner } from "../jobs";
import { CARD_PLACES, refreshCardCopies } from "./card-copies";

const STAGE = "copies";

export const cardCopiesRunner: JobRunner = {
  kind: "cardCopies",
  sliceSeconds: 60,
  keepSeconds: 3600,
  failureMessage: "Your new name or picture could not reach every list yet. It will at your next sign-in.",
  async start() {
    return { stage: STAGE, total: CARD_PLACES.length };
  },
  async runSlice({ job, outOfTime }) {
    const total = CARD_PLACES.length;
    const before = Number((job.cursor as { updated?: number } | null)?.updated ?? 0);
    const step = await refreshCardCopies(job.uid, { maxBatches: Number.MAX_SAFE_INTEGER, outOfTime });
    const cursor = { updated: before + step.updated };
    if (step.done) {
      logProfileRefresh({ uid: job.uid, done: true, updated: cursor.updated });
      return { cursor, stage: STAGE, done: total, total, finished: {} };
    }
    const place = (await getUser(job.uid))?.profileRefresh?.place ?? 0;
    return { cursor, stage: STAGE, done: Math.min(place, total), total };
  },
};

/**
 * Starts (or asks again) the job that refreshes the caller's copies, after their change has
 * committed. Never fails the request for it: the change stands, and the next sync asks again.
 */
export async function refreshAfterChange(uid: string): Promise<void> {
  try {
    await startJob(cardCopiesRunner, uid, {}, { again: true });
  } catch (error) {
    logProfileRefresh({
      uid,
      done: false,
      updated: 0,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
