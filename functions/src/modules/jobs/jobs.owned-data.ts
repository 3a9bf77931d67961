// A person's jobs (lib/owned-data.ts): they stay with the uid they were started under when an
// account is repaired (a job in flight finishes there, and its document expires); a deletion
// removes them with their files in Cloud Storage (every kind's, found by name), except the account deletion's own job, which the deletion
// removes last, once its owner has seen it end (account/deletion.job.ts).
import { nothingToMove, type BatchDeleted, type OwnedData } from "../../lib/owned-data";
import { JOB_KINDS } from "../../shared";
import { deleteJobFiles } from "./job-files";
import { jobId, jobsOf } from "./jobs.repository";

/** At most one job of each kind per person: one step reads them all. */
const JOBS_PER_STEP = 20;

async function deleteJobs(uid: string): Promise<BatchDeleted> {
  const found = await jobsOf(uid, JOBS_PER_STEP);
  let deleted = 0;
  // Every kind's file, also one whose job document the TTL policy has removed already.
  for (const kind of JOB_KINDS) deleted += await deleteJobFiles(jobId(kind, uid));
  for (const job of found.filter((each) => each.kind !== "accountDeletion")) {
    await job.ref.delete();
    deleted += 1;
  }
  return { deleted, done: found.length < JOBS_PER_STEP };
}

export const jobsOwnedData: readonly OwnedData[] = [
  { name: "jobs", moveBatch: nothingToMove, deleteBatch: ({ uid }) => deleteJobs(uid) },
];
