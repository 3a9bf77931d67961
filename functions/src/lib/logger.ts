// Structured logging through named functions, so what is logged (and what never is: tokens,
// secrets, bodies) is decided in one place. Cloud Logging reads the JSON lines that
// firebase-functions' logger writes.
import * as functionsLogger from "firebase-functions/logger";

const silent = process.env.SPURQ_LOG === "silent";

export function logRequest(entry: {
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  uid?: string | undefined;
}): void {
  if (!silent) functionsLogger.info("request", entry);
}

export function logImpersonation(entry: { requestId: string; actorUid: string; targetUid: string }): void {
  if (!silent) functionsLogger.warn("admin acting as another user", entry);
}

/** Account repair moved a user's data to their new uid: how many documents from each place. */
export function logAccountMoved(entry: {
  fromUid: string;
  toUid: string;
  moved: Record<string, number>;
}): void {
  if (!silent) functionsLogger.info("account data moved to a new uid", entry);
}

/** When an invitation is redeemed: at the sign-up with its code, or once the invited address is proved. */
export type InvitationStage = "sign-up" | "address verified";

/**
 * An invitation was not redeemed (unknown, used, expired, awaiting the address's proof, or an
 * error); the sign-up or sync went on.
 */
export function logInvitationIgnored(entry: { uid: string; stage: InvitationStage; reason: string }): void {
  if (!silent) functionsLogger.warn("invitation not redeemed", entry);
}

/**
 * The copies of a user's username and avatar were refreshed (profile/card-copies.ts): how many
 * documents, whether any are left for the next sync, or why it stopped.
 */
export function logProfileRefresh(entry: {
  uid: string;
  done: boolean;
  updated: number;
  error?: string;
}): void {
  if (silent) return;
  if (entry.error) functionsLogger.warn("profile copies refresh stopped; the next sync resumes it", entry);
  else functionsLogger.info("profile copies refreshed", entry);
}

/** A reader's documents could not be queued for indexing again (search/search-index.job.ts). */
export function logSearchReindexNotStarted(entry: { uid: string; error: string }): void {
  if (!silent) functionsLogger.warn("search reindex not started; the next search asks again", entry);
}

/** Bodies were left out of a search: their index is missing or still being built (library/body-search.ts). */
export function logBodySearchUnavailable(entry: { uid: string; error: string }): void {
  if (!silent) functionsLogger.warn("body search unavailable; titles and notes answered alone", entry);
}

/** An article's counter shards were not folded onto it; the next change or the fold job does it. */
export function logCountsNotFolded(entry: { articleId: string; error: string }): void {
  if (!silent) functionsLogger.warn("article counts not folded; the next fold moves them", entry);
}

/** An account and everything it owned were deleted: how many documents went from each place. */
export function logAccountDeleted(entry: { uid: string; deleted: Record<string, number> }): void {
  if (!silent) functionsLogger.info("account deleted", entry);
}

/** A scheduled job's run: what it read and wrote (its figures, never user data). */
export function logJobRun(job: string, figures: object): void {
  if (!silent) functionsLogger.info("scheduled job ran", { job, ...figures });
}

export function logUnexpectedError(requestId: string, error: unknown): void {
  // The stack goes to the log only, never to the client.
  functionsLogger.error("unexpected error", {
    requestId,
    error:
      error instanceof Error
        ? { name: error.name, message: error.message, stack: error.stack }
        : String(error),
  });
}
