// Sends the notification digests that are due (issue 12 point 6): each recipient gets at most one
// e-mail per kind an hour, listing what happened since the last one. Reads only the digests due
// (a range on dueAt), each once, and sends each in its own transaction, so a second run, an
// overlapping one or a retry sends nothing twice.
import { now } from "../../lib/clock";
import { oneAtATime } from "../../lib/one-at-a-time";
import { composeDigest } from "./digest-mail";
import { dueDigests, sendDigest } from "./digests.repository";

/** Digests read per page, and sent at once within it. */
const PAGE = 100;
const PARALLEL = 20;
/** A run stops after this many; the rest stay due for the next run. */
const MAX_PER_RUN = 2000;

export interface MailDigestsReport {
  due: number;
  sent: number;
  /** Emptied without a mail: the recipient turned the kind off, or their account is gone. */
  dropped: number;
  /** Already sent by another run. */
  skipped: number;
  /** Failed this time (left due, so the next run tries again). */
  failed: number;
}

/** Sends every digest due at `at` (the clock's now by default). */
export const sendMailDigests = oneAtATime(async (at: Date = now()): Promise<MailDigestsReport> => {
  const report: MailDigestsReport = { due: 0, sent: 0, dropped: 0, skipped: 0, failed: 0 };
  let query = dueDigests(at).limit(PAGE);
  while (report.due < MAX_PER_RUN) {
    const page = await query.get();
    report.due += page.size;
    for (let i = 0; i < page.docs.length; i += PARALLEL) {
      // One digest that fails (a transaction given up under contention) does not hold up the rest.
      const outcomes = await Promise.allSettled(
        page.docs
          .slice(i, i + PARALLEL)
          .map((doc) => sendDigest(doc.get("uid") as string, doc.get("kind"), at, composeDigest)),
      );
      for (const outcome of outcomes) {
        report[outcome.status === "fulfilled" ? outcome.value : "failed"] += 1;
      }
    }
    if (page.size < PAGE) break;
    // Sent digests leave the range, but one that failed would not: page on from the last one read.
    query = dueDigests(at).startAfter(page.docs.at(-1)!).limit(PAGE);
  }
  return report;
});
