// Following an account repair's job (POST /api/auth/fix-current-uid answered 202) until it ends:
// GET /api/jobs/{id} polled as the app's other jobs are (lib/jobs), every 2 s while the job moves
// and slower while its figures stand still, up to every 10 s, each answer shown to the reader. The
// reader waits at sign-in and the Firestore SDK is not loaded there, so it polls rather than
// listens. A reload, or the next sign-in, finds the same job again: the sync still sends the
// client to the repair until the record has moved.
import type { User } from "firebase/auth";
import type { UserRecord } from "@shared";
// The file, not the whole contract (zod and all): this flow loads with the first screen.
import { isJobActive, type JobView } from "@shared/schemas/jobs";
import { meansNoJob } from "@/lib/jobs/job-api";
import { nextPollDelay } from "@/lib/poll-backoff";
import type { SessionDeps } from "./deps";

/** The pace of lib/jobs' polling (JOB_POLL_MS), which this module does not import: it loads at sign-in. */
export const REPAIR_POLL = { baseMs: 2_000, maxMs: 10_000 };

/** Raised when the job failed or is no longer there; the flow shows its error toast. */
export class RepairFailed extends Error {}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const figures = (job: JobView) => `${job.state} ${job.stage} ${job.done}/${job.total} ${job.updatedAt}`;

/**
 * Shows the job's progress until it ends; then the record under the new uid (GET /api/auth/user).
 * Null when the identity signed out or changed meanwhile (nothing more to show); throws when the
 * job failed or has gone.
 */
export async function followRepair(
  { auth, server, showRepair }: SessionDeps,
  identity: User,
  started: JobView,
): Promise<UserRecord | null> {
  let job = started;
  let delay: number | undefined;
  let changed = true;
  showRepair(job);
  while (isJobActive(job)) {
    delay = nextPollDelay(REPAIR_POLL, delay, changed);
    await wait(delay);
    if (auth.currentIdentity()?.uid !== identity.uid) return null;
    let next: JobView;
    try {
      next = await server.getJob(job.id);
    } catch (error) {
      if (meansNoJob(error)) throw new RepairFailed("The repair job is gone.");
      // Another failure (the network) says nothing: ask again.
      changed = false;
      continue;
    }
    changed = figures(next) !== figures(job);
    job = next;
    showRepair(job);
  }
  if (job.state === "failed") throw new RepairFailed(job.error ?? "The repair failed.");
  return server.getCurrentUser();
}
