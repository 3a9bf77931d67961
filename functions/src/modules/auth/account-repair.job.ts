// Account repair as a job (modules/jobs): POST /api/auth/fix-current-uid checks the caller, marks
// the old record as moving (relink.ts) and starts it; each slice moves batch after batch of what
// the old uid owns, in the account module's order, for up to two minutes, then hands over to the
// next task. The cursor names the uid being moved from and the step of the move at hand, with
// the counts so far; every step finds only what still names the old uid, so a repeated, retried
// or resumed slice moves nothing twice. The record with its username and e-mail claims moves in
// the last slice, after all the data: until then a sync still sends the client back here, and
// asking again returns this job.
//
// Progress counts the old uid's articles one by one (most of a large account) and every other
// step, and the record, as one.
import type { DocumentData } from "firebase-admin/firestore";
import { wallClock } from "../../lib/clock";
import { logAccountMoved } from "../../lib/logger";
import { countOwnArticles } from "../library";
import { MOVE_STEPS, moveNextBatch, moveStageOf, type MoveCursor } from "../account";
import type { JobDoc, JobRunner, SliceOutcome } from "../jobs";
import { finishRelink } from "./relink";

/** What the job was asked to do (startRelink's answer). */
export interface RepairParams {
  emailLower: string;
  /** The uid whose record moves last. */
  oldUid: string;
  /** The uids whose data moves, in order (an earlier, unfinished repair's target first). */
  movingFrom: string[];
}

interface RepairCursor {
  /** The index in `movingFrom` of the uid being moved from; its length: only the record is left. */
  from: number;
  move: MoveCursor;
}

const START: RepairCursor = { from: 0, move: { step: 0, moved: {} } };

/** Progress is written at most this often within a slice (a transaction and an article count). */
const REPORT_EVERY_MS = 3000;

const paramsOf = (job: JobDoc) => job.params as RepairParams;
const stepsOf = (params: RepairParams) => params.movingFrom.length * MOVE_STEPS + 1;

async function articlesOf(uids: readonly string[]): Promise<number> {
  const counts = await Promise.all(uids.map((uid) => countOwnArticles(uid)));
  return counts.reduce((sum, count) => sum + count, 0);
}

async function progress(job: JobDoc, cursor: RepairCursor): Promise<SliceOutcome> {
  const params = paramsOf(job);
  const steps = stepsOf(params);
  const articlesLeft = await articlesOf(params.movingFrom.slice(cursor.from));
  const articlesTotal = Math.max(job.total - steps, articlesLeft);
  const stepsDone =
    cursor.from * MOVE_STEPS + (cursor.from < params.movingFrom.length ? cursor.move.step : 0);
  return {
    cursor: cursor as unknown as DocumentData,
    stage: cursor.from < params.movingFrom.length ? moveStageOf(cursor.move.step) : "account",
    done: articlesTotal - articlesLeft + stepsDone,
    total: articlesTotal + steps,
  };
}

export const accountRepairRunner: JobRunner = {
  kind: "accountRepair",
  sliceSeconds: 120,
  // Its owner's screen reads it once, at the end; a later repair asked for is answered 200.
  keepSeconds: 3600,
  failureMessage: "Your account could not be recovered completely. Please try again.",
  async start(_uid, params) {
    const repair = params as RepairParams;
    return { stage: moveStageOf(0), total: (await articlesOf(repair.movingFrom)) + stepsOf(repair) };
  },
  async runSlice({ job, outOfTime, report }) {
    const params = paramsOf(job);
    const cursor: RepairCursor = structuredClone((job.cursor as RepairCursor | null) ?? START);
    let reportedAt = wallClock().getTime();
    while (cursor.from < params.movingFrom.length) {
      const from = params.movingFrom[cursor.from]!;
      if (await moveNextBatch(cursor.move, from, job.uid)) {
        logAccountMoved({ fromUid: from, toUid: job.uid, moved: cursor.move.moved });
        cursor.from += 1;
        cursor.move = { step: 0, moved: {} };
      }
      if (outOfTime()) return progress(job, cursor);
      // The reader watches the bar move within a slice too, not only at its end.
      if (wallClock().getTime() - reportedAt >= REPORT_EVERY_MS) {
        reportedAt = wallClock().getTime();
        const { stage, done, total } = await progress(job, cursor);
        await report({ stage, done, total });
      }
    }
    await finishRelink(params.emailLower, params.oldUid, job.uid);
    const last = await progress(job, cursor);
    return { ...last, done: last.total, finished: {} };
  },
};
