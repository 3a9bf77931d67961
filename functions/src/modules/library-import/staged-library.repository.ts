// Firestore shapes of a library import between the reader's upload and the job's end:
//   libraryImports/{uid}                 the file read (format, counts, parts), kept an hour
//                                        until started; one per reader, a new upload replaces it
//   libraryImports/{uid}/parts/{n}       its items, gzipped JSON, each under the document limit
//   libraryImports/{uid}/outcomes/{n}    what slice n of the job did with each item, for the report
// Each carries `expiresAt` for the TTL policy (firestore.indexes.json), so what an import that
// never ends leaves goes too; the large fields are kept out of the indexes.
// Server-only (firestore.rules allow nothing): the reader sees the preview and the job.
import { type Timestamp, type DocumentData } from "firebase-admin/firestore";
import type { LibraryFormat, LibraryImportPreview, LibraryImportSkip } from "../../shared";
import { db } from "../../lib/firebase";
import type { ParsedItem } from "./parsed-library";
import { unpackItems } from "./staged-parts";

export { packItems, unpackItems } from "./staged-parts";

export const LIBRARY_IMPORTS = "libraryImports";
const PARTS = "parts";
const OUTCOMES = "outcomes";
/** Documents one batch writes or deletes. */
const BATCH_MAX = 100;

export interface StagedLibrary {
  format: LibraryFormat;
  fileName: string;
  preview: LibraryImportPreview;
  /** Every skipped entry, for the report (the preview lists the first hundred). */
  skipped: LibraryImportSkip[];
  /** The folders and tags the items are filed under, made when the job starts. */
  folderNames: string[];
  tagNames: string[];
  parts: number;
  items: number;
  /** Each part's number of items, so a cursor can tell how far the job has got. */
  partSizes: number[];
  stagedAt: Timestamp;
  /** Until when it may be started; the TTL policy deletes it (and the parts) after. */
  expiresAt: Timestamp;
}

/** What happened to one item, as the report lists it. */
export interface ItemOutcome {
  source: string;
  url: string | null;
  title: string;
  outcome: "imported" | "alreadyThere" | "failed";
  reason: string;
  highlights: number;
  notFound: number;
  notes: number;
}

const stagedRef = (uid: string) => db().collection(LIBRARY_IMPORTS).doc(uid);
const partRef = (uid: string, n: number) => stagedRef(uid).collection(PARTS).doc(String(n));
const outcomeRef = (uid: string, n: number) => stagedRef(uid).collection(OUTCOMES).doc(String(n));

/** Replaces the reader's staged file with this one: its parts first, then the document that names them. */
export async function stageLibrary(
  uid: string,
  staged: Omit<StagedLibrary, "parts" | "partSizes">,
  parts: Buffer[],
  sizes: number[],
): Promise<void> {
  await deleteStagedLibrary(uid);
  for (let start = 0; start < parts.length; start += 10) {
    const batch = db().batch();
    parts.slice(start, start + 10).forEach((data, i) => {
      batch.set(partRef(uid, start + i), { data, expiresAt: staged.expiresAt });
    });
    await batch.commit();
  }
  await stagedRef(uid).set({ ...staged, parts: parts.length, partSizes: sizes });
}

export async function readStagedLibrary(uid: string): Promise<StagedLibrary | undefined> {
  return (await stagedRef(uid).get()).data() as StagedLibrary | undefined;
}

export async function readStagedPart(uid: string, n: number): Promise<ParsedItem[]> {
  const data = (await partRef(uid, n).get()).get("data") as Buffer | undefined;
  if (!data) throw new Error(`Part ${n} of the staged library is missing.`);
  return unpackItems(Buffer.from(data));
}

/** Keeps the staged file while its job runs (the TTL policy would otherwise take it). */
export async function keepStagedLibrary(uid: string, until: Timestamp): Promise<void> {
  await stagedRef(uid).update({ expiresAt: until });
}

/** Records what one slice did (overwritten when the same slice runs again). */
export async function writeOutcomes(
  uid: string,
  slice: number,
  outcomes: ItemOutcome[],
  expiresAt: Timestamp,
): Promise<void> {
  await outcomeRef(uid, slice).set({ outcomes, expiresAt } satisfies DocumentData);
}

/** What every slice did, in order. */
export async function readOutcomes(uid: string): Promise<ItemOutcome[]> {
  const snap = await stagedRef(uid).collection(OUTCOMES).get();
  return snap.docs
    .sort((a, b) => Number(a.id) - Number(b.id))
    .flatMap((doc) => (doc.get("outcomes") as ItemOutcome[] | undefined) ?? []);
}

/** Removes the staged file, its parts and its outcomes (a few dozen documents at most). */
export async function deleteStagedLibrary(uid: string): Promise<void> {
  for (const sub of [PARTS, OUTCOMES]) {
    for (;;) {
      const snap = await stagedRef(uid).collection(sub).limit(BATCH_MAX).get();
      if (snap.empty) break;
      const batch = db().batch();
      snap.docs.forEach((doc) => batch.delete(doc.ref));
      await batch.commit();
    }
  }
  await stagedRef(uid).delete();
}
