// Indexing a reader's own documents again when the search's words change (lib/search-text.ts,
// SEARCH_WORDS_VERSION): their articles (titles and bodies), highlights, comments, and the spurq
// threads they sent or received, each rewritten by its owning module as a write would. A job on
// the job runner (modules/jobs): their first search under the new words starts it, and results
// fill in as it goes. Incremental (each step a bounded page after the last id done, the cursor),
// idempotent (a step done twice writes the same) and resumable (a lost task goes on from the
// cursor). At its end the reader's record is marked with the version, so it never runs again.
import { reindexOwnNotes } from "../annotations";
import { startJob, type JobRunner } from "../jobs";
import { reindexOwnArticles } from "../library";
import { reindexSpurqs } from "../spurqs";
import { getUser, setSearchIndexVersion } from "../users";
import { SEARCH_WORDS_VERSION } from "../../lib/search-text";
import { logSearchReindexNotStarted } from "../../lib/logger";

/** What is indexed, in order; each step returns the last id done, or null at the end. */
const PARTS: Array<{ stage: string; step: (uid: string, after: string | null) => Promise<string | null> }> = [
  { stage: "articles", step: reindexOwnArticles },
  { stage: "highlights", step: (uid, after) => reindexOwnNotes(uid, "highlights", after) },
  { stage: "comments", step: (uid, after) => reindexOwnNotes(uid, "comments", after) },
  { stage: "sentSpurqs", step: (uid, after) => reindexSpurqs(uid, "senderId", after) },
  { stage: "receivedSpurqs", step: (uid, after) => reindexSpurqs(uid, "recipientId", after) },
];

interface Cursor {
  part: number;
  after: string | null;
}

export const searchIndexRunner: JobRunner = {
  kind: "searchIndex",
  sliceSeconds: 120,
  keepSeconds: 3600,
  failureMessage: "Some of your older notes could not be made searchable yet. Spurq will try again.",
  async start() {
    return { stage: PARTS[0]!.stage, total: PARTS.length };
  },
  async runSlice({ job, outOfTime }) {
    let { part, after } = (job.cursor as Cursor | null) ?? { part: 0, after: null };
    while (part < PARTS.length && !outOfTime()) {
      after = await PARTS[part]!.step(job.uid, after);
      if (after === null) part += 1;
    }
    if (part < PARTS.length) {
      return { cursor: { part, after }, stage: PARTS[part]!.stage, done: part, total: PARTS.length };
    }
    await setSearchIndexVersion(job.uid, SEARCH_WORDS_VERSION);
    return { cursor: null, stage: "done", done: PARTS.length, total: PARTS.length, finished: {} };
  },
};

/**
 * Starts the reindex when the reader's documents predate the current words (one read of their
 * record). Never fails the search: what is indexed already is found meanwhile.
 */
export async function indexIfOlder(uid: string): Promise<void> {
  try {
    const user = await getUser(uid);
    if (!user || (user.searchIndexVersion ?? 0) >= SEARCH_WORDS_VERSION) return;
    await startJob(searchIndexRunner, uid);
  } catch (error) {
    logSearchReindexNotStarted({ uid, error: error instanceof Error ? error.message : String(error) });
  }
}
