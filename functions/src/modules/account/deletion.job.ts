// Account deletion as a job (modules/jobs): DELETE /api/user marks the account as being deleted
// and starts it; each slice deletes batch after batch in DELETION_ORDER for up to two minutes,
// then hands over to the next task. The cursor is the step of DELETION_ORDER at hand and the
// counts so far; every step is idempotent (it deletes what it finds), so a repeated or retried
// slice just finds less. The record with its username and e-mail claims goes last of the data,
// then the sign-in account (both in the last slice, so a failure there is retried), then, once
// the job is recorded done for the person's screen to see, the job's own document: from then on
// nothing names the uid.
//
// Progress counts the user's articles one by one (most of the work in a large library: each goes
// with its body, readers and notes) and every other step as one.
import type { DocumentData } from "firebase-admin/firestore";
import { adminAuth } from "../../lib/firebase";
import { wallClock } from "../../lib/clock";
import { logAccountDeleted } from "../../lib/logger";
import { countOwnArticles } from "../library";
import { articlesOwnedData } from "../articles";
import { highlightsOnOwnArticlesData } from "../annotations";
import { friendsOwnedData } from "../friends";
import { deleteUserRecord } from "../users";
import { forgetJob, type JobDoc, type JobRunner, type SliceOutcome } from "../jobs";
import { DELETION_ORDER } from "./owned-data";

interface DeletionCursor {
  /** The step of DELETION_ORDER at hand; DELETION_ORDER.length: only the record is left. */
  step: number;
  /** Documents deleted (or anonymised) so far, by place. */
  deleted: Record<string, number>;
}

/** What the person sees is being deleted (the web app words it). */
const stageOf = (step: number) => {
  const data = DELETION_ORDER[step];
  if (!data) return "account";
  if (friendsOwnedData.includes(data)) return "friends";
  return data === articlesOwnedData || data === highlightsOnOwnArticlesData ? "articles" : "everythingElse";
};

const uidOf = (job: JobDoc) => job.uid;
const emailOf = (job: JobDoc) => String((job.params as DocumentData).email ?? "");

/**
 * Progress is written at most this often within a slice: one transaction, and one count of the
 * articles left (an aggregation: a read per 1,000 of them).
 */
const REPORT_EVERY_MS = 3000;

/** Steps besides the articles themselves: each other place, and the record. */
const OTHER_STEPS = DELETION_ORDER.length;

async function progress(job: JobDoc, cursor: DeletionCursor): Promise<SliceOutcome> {
  const articlesLeft = await countOwnArticles(uidOf(job));
  const articlesTotal = Math.max(job.total - OTHER_STEPS, articlesLeft);
  return {
    cursor: cursor as unknown as DocumentData,
    stage: stageOf(cursor.step),
    done: articlesTotal - articlesLeft + Math.min(cursor.step, OTHER_STEPS),
    total: articlesTotal + OTHER_STEPS,
  };
}

export const accountDeletionRunner: JobRunner = {
  kind: "accountDeletion",
  sliceSeconds: 120,
  // The document goes once the sign-in account has gone (afterDone); this is only a backstop.
  keepSeconds: 3600,
  failureMessage: "Your account could not be deleted completely. Please try again.",
  async start(uid) {
    return { stage: stageOf(0), total: (await countOwnArticles(uid)) + OTHER_STEPS };
  },
  async runSlice({ job, outOfTime, report }) {
    const cursor: DeletionCursor = (job.cursor as DeletionCursor | null) ?? { step: 0, deleted: {} };
    const account = { uid: uidOf(job), email: emailOf(job) };
    let reportedAt = wallClock().getTime();
    while (cursor.step < DELETION_ORDER.length) {
      const data = DELETION_ORDER[cursor.step]!;
      const batch = await data.deleteBatch(account);
      cursor.deleted[data.name] = (cursor.deleted[data.name] ?? 0) + batch.deleted;
      if (batch.done) cursor.step += 1;
      if (outOfTime()) return progress(job, cursor);
      // The person watches the bar move within a slice too, not only at its end.
      if (wallClock().getTime() - reportedAt >= REPORT_EVERY_MS) {
        reportedAt = wallClock().getTime();
        const { stage, done, total } = await progress(job, cursor);
        await report({ stage, done, total });
      }
    }
    cursor.deleted.users = await deleteUserRecord(account.uid);
    await deleteAuthUser(account.uid);
    return { ...(await progress(job, cursor)), finished: {} };
  },
  async afterDone(id, job, outcome) {
    logAccountDeleted({ uid: job.uid, deleted: (outcome.cursor as DeletionCursor).deleted });
    await forgetJob(id);
  },
};

async function deleteAuthUser(uid: string): Promise<void> {
  try {
    await adminAuth().deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== "auth/user-not-found") throw error;
  }
}
