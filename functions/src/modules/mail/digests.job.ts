// Sends the notification digests that are due: each recipient gets at most one e-mail per kind an
// hour, listing what happened since the last one. A run reads only digests with new events
// (pending) and those whose hour is over (dueAt), and decides each in its own transaction, so a
// second run, an overlapping one or a retry sends nothing twice.
import type { Query, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { now } from "../../lib/clock";
import { oneAtATime } from "../../lib/one-at-a-time";
import { composeDigest } from "./digest-mail";
import { dueDigests, pendingDigests, type DigestDoc } from "./digests.repository";
import { sendDigest, type SendOutcome } from "./digests.service";

/** Digests read per page, and decided at once within it. */
const PAGE = 100;
const PARALLEL = 20;
/** A run stops after this many of each query; the rest wait for the next run. */
const MAX_PER_RUN = 2000;

export interface MailDigestsReport {
  /** Digests looked at. */
  read: number;
  sent: number;
  /** Held back until their hour is over. */
  waiting: number;
  /** Emptied without a mail: the recipient turned the kind off, or their account is gone. */
  dropped: number;
  /** Nothing to do any more (another run got there first). */
  skipped: number;
  /** Failed this time (left as they were, so the next run tries again). */
  failed: number;
}

/** Sends every digest due at `at` (the clock's now by default). */
export const sendMailDigests = oneAtATime(async (at: Date = now()): Promise<MailDigestsReport> => {
  const report: MailDigestsReport = { read: 0, sent: 0, waiting: 0, dropped: 0, skipped: 0, failed: 0 };
  const decide = async (docs: QueryDocumentSnapshot<DigestDoc>[]) => {
    for (let i = 0; i < docs.length; i += PARALLEL) {
      // One digest that fails (a transaction given up under contention) does not hold up the rest.
      const outcomes = await Promise.allSettled(
        docs
          .slice(i, i + PARALLEL)
          .map((doc) => sendDigest(doc.get("uid"), doc.get("kind"), at, composeDigest)),
      );
      for (const outcome of outcomes) {
        report[outcome.status === "fulfilled" ? (outcome.value satisfies SendOutcome) : "failed"] += 1;
      }
    }
  };
  await forEachPage(pendingDigests(), decide, report);
  await forEachPage(dueDigests(at), decide, report);
  return report;
});

/**
 * Hands `decide` the documents of `query` a page at a time. Decided digests leave both queries,
 * but a failed one would not: page on from the last one read rather than from the start.
 */
async function forEachPage(
  query: Query<DigestDoc>,
  decide: (docs: QueryDocumentSnapshot<DigestDoc>[]) => Promise<void>,
  report: MailDigestsReport,
): Promise<void> {
  let last: QueryDocumentSnapshot<DigestDoc> | undefined;
  for (let read = 0; read < MAX_PER_RUN;) {
    const page = await (last ? query.startAfter(last) : query).limit(PAGE).get();
    read += page.size;
    report.read += page.size;
    await decide(page.docs);
    if (page.size < PAGE) return;
    last = page.docs.at(-1);
  }
}
