// The library import as a job (modules/jobs): each slice goes on through the staged file's items
// from where the last one stopped, several at a time (pages of different sites are fetched side
// by side, each site at its polite pace), for at most SLICE_ITEMS items or its time budget; it
// records what it did with each item and how far it got. The last slice writes the report.
//
// A slice run twice (a retried task) imports its items again: each is then found already there
// (same source) and gains nothing it has, so nothing is doubled; the report calls such an item
// "already there".
import { Timestamp, type DocumentData } from "firebase-admin/firestore";
import { TAGS_PER_ARTICLE_MAX, type LibraryImportSummary } from "../../shared";
import { AppError, notFound } from "../../lib/errors";
import { now, wallClock } from "../../lib/clock";
import { deleteJobFiles, saveJobFile, type JobRunner, type SliceInput, type SliceOutcome } from "../jobs";
import { ensureLabels } from "../folders";
import { RATE_LIMITS, takeUpTo } from "../rate-limits";
import { importItem, type ItemImport } from "./import-item";
import { importReport } from "./import-report";
import { PoliteFetcher, type PoliteFetcherOptions } from "./polite-fetcher";
import {
  deleteStagedLibrary,
  keepStagedLibrary,
  readOutcomes,
  readStagedLibrary,
  readStagedPart,
  writeOutcomes,
  type ItemOutcome,
  type StagedLibrary,
} from "./staged-library.repository";

/** Items worked on at once: pages of different sites are fetched side by side. */
const CONCURRENT_ITEMS = 8;
/** Items one slice takes at most, so its outcomes fit one document. */
const SLICE_ITEMS = 2_000;
/** Page fetches taken from the daily budget at once (one counter write per block). */
const FETCH_BLOCK = 50;
const KEEP_SECONDS = 24 * 3600;
const REPORT_EVERY_MS = 1000;

interface Cursor {
  part: number;
  index: number;
  done: number;
  fetchesLeft: number;
  summary: LibraryImportSummary;
}

const EMPTY_SUMMARY: LibraryImportSummary = {
  imported: 0,
  alreadyThere: 0,
  failed: 0,
  highlights: 0,
  highlightsNotFound: 0,
  notes: 0,
};

/**
 * Runs the transactions it is given one after another. Each item's transaction reads a query over
 * the reader's articles (is this source there yet?) and writes one: side by side, such
 * transactions wait on each other's locks until one gives up and starts again, which cost seconds
 * an item with eight at once; one after another, each takes a few round trips.
 */
function oneAtATime(): ItemImport["inTurn"] {
  let last: Promise<unknown> = Promise.resolve();
  return (transaction) => {
    const turn = last.then(transaction, transaction);
    last = turn.catch(() => undefined);
    return turn;
  };
}

/** The fetcher's settings: tests and the benchmark shorten the pauses. */
let fetcherOptions: Partial<PoliteFetcherOptions> = {};
export function setLibraryFetcherOptions(options: Partial<PoliteFetcherOptions>): void {
  fetcherOptions = options;
}

async function stagedOf(uid: string): Promise<StagedLibrary> {
  const staged = await readStagedLibrary(uid);
  if (!staged) throw notFound("Nothing is waiting to be imported. Please choose your file again.");
  return staged;
}

/** The folders and tags the file names, made where missing (again each slice: it changes nothing then). */
async function labelsFor(uid: string, staged: StagedLibrary) {
  const [folders, tags] = await Promise.all([
    ensureLabels(uid, "folders", staged.folderNames),
    ensureLabels(uid, "tags", staged.tagNames),
  ]);
  return { folders: folders.ids, tags: tags.ids };
}

function tally(summary: LibraryImportSummary, outcome: ItemOutcome): LibraryImportSummary {
  return {
    imported: summary.imported + (outcome.outcome === "imported" ? 1 : 0),
    alreadyThere: summary.alreadyThere + (outcome.outcome === "alreadyThere" ? 1 : 0),
    failed: summary.failed + (outcome.outcome === "failed" ? 1 : 0),
    highlights: summary.highlights + outcome.highlights,
    highlightsNotFound: summary.highlightsNotFound + outcome.notFound,
    notes: summary.notes + outcome.notes,
  };
}

async function runSlice(input: SliceInput): Promise<SliceOutcome> {
  const { job } = input;
  const uid = job.uid;
  const staged = await stagedOf(uid);
  const cursor: Cursor = (job.cursor as Cursor | null) ?? {
    part: 0,
    index: 0,
    done: 0,
    fetchesLeft: 0,
    summary: EMPTY_SUMMARY,
  };
  if (cursor.done === 0)
    await keepStagedLibrary(uid, Timestamp.fromMillis(now().getTime() + 2 * KEEP_SECONDS * 1000));
  const fetcher = new PoliteFetcher(fetcherOptions);
  let fetchesLeft = cursor.fetchesLeft;
  const work: ItemImport = {
    uid,
    ...(await labelsFor(uid, staged)),
    tagsPerArticleMax: TAGS_PER_ARTICLE_MAX,
    async fetchPage(url) {
      if (fetchesLeft <= 0) {
        // Read after the wait: items side by side take blocks at once, and `fetchesLeft +=
        // await` would add each block to the count from before the wait, losing the others.
        const taken = await takeUpTo("libraryFetch", uid, FETCH_BLOCK);
        fetchesLeft += taken;
      }
      if (fetchesLeft <= 0)
        throw new AppError(429, RATE_LIMITS.libraryFetch.message(RATE_LIMITS.libraryFetch.max));
      fetchesLeft -= 1;
      return fetcher.fetch(url);
    },
    inTurn: oneAtATime(),
  };

  const outcomes: ItemOutcome[] = [];
  let { part, index, done, summary } = cursor;
  let reportedAt = wallClock().getTime();
  while (part < staged.parts && outcomes.length < SLICE_ITEMS && !input.outOfTime()) {
    const items = await readStagedPart(uid, part);
    // Items finish out of order; the slice stops taking new ones and waits for those under way,
    // so what it did is always the items from `index` up to where it stopped.
    let next = index;
    const results: ItemOutcome[] = [];
    const worker = async () => {
      while (next < items.length && outcomes.length + (next - index) < SLICE_ITEMS && !input.outOfTime()) {
        const at = next++;
        results[at - index] = await importItem(work, items[at]!).catch((error: unknown) =>
          failedUnexpectedly(items[at]!, error),
        );
        if (wallClock().getTime() - reportedAt >= REPORT_EVERY_MS) {
          reportedAt = wallClock().getTime();
          const finished = results.filter(Boolean).length;
          void input
            .report({ stage: "articles", done: done + finished, total: job.total })
            .catch(() => undefined);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT_ITEMS }, worker));
    for (const outcome of results) {
      outcomes.push(outcome);
      summary = tally(summary, outcome);
    }
    done += results.length;
    index += results.length;
    if (index >= items.length) {
      part += 1;
      index = 0;
    }
  }
  await writeOutcomes(
    uid,
    job.slice,
    outcomes,
    Timestamp.fromMillis(now().getTime() + 2 * KEEP_SECONDS * 1000),
  );
  if (part < staged.parts) {
    return {
      stage: "articles",
      done,
      total: job.total,
      cursor: { part, index, done, fetchesLeft, summary } satisfies Cursor as DocumentData,
    };
  }
  return {
    stage: "done",
    done,
    total: job.total,
    cursor: null,
    finished: { result: await writeReport(input, staged, summary) },
  };
}

/** An item that failed for a reason of ours (not the page's): reported, and the import goes on. */
function failedUnexpectedly(
  item: { source: string; url: string | null; title?: string },
  error: unknown,
): ItemOutcome {
  const reason =
    error instanceof AppError ? error.message : "It could not be saved because of a problem on our side.";
  return {
    source: item.source,
    url: item.url,
    title: item.title ?? item.url ?? "",
    outcome: "failed",
    reason,
    highlights: 0,
    notFound: 0,
    notes: 0,
  };
}

async function writeReport(input: SliceInput, staged: StagedLibrary, summary: LibraryImportSummary) {
  const report = importReport(await readOutcomes(input.job.uid), staged.skipped);
  const contentType = "text/csv; charset=utf-8";
  await saveJobFile(input.id, report, contentType);
  return {
    fileName: `spurq-import-report-${now().toISOString().slice(0, 10)}.csv`,
    contentType,
    bytes: report.length,
    summary,
  };
}

export const libraryImportRunner: JobRunner = {
  kind: "libraryImport",
  sliceSeconds: 240,
  keepSeconds: KEEP_SECONDS,
  failureMessage:
    "The import could not be finished. Please import the same file again: what is already in your library is not added twice.",
  async start(uid) {
    return { stage: "reading", total: (await stagedOf(uid)).items };
  },
  runSlice,
  async afterDone(_id, job) {
    await deleteStagedLibrary(job.uid);
  },
  async afterFailed(id, job) {
    await Promise.all([deleteJobFiles(id), deleteStagedLibrary(job.uid)]);
  },
};
