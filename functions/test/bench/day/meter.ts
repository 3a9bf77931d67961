// A meter of what the code under test costs in Firestore, counted the way Firestore bills it:
// document reads (one per document a lookup returns, at least one per query, as
// helpers/read-counter.ts counts them), writes, deletes, the index entries the writes change, and
// the stored bytes they add (documents plus their index entries, by Firestore's storage-size
// rules). Reads are counted on the client library's two read paths, commits on the Firestore
// instance's `request` funnel (the one the production guard wraps too), so every get, query,
// batch, transaction and bulk write of anyone in process is seen once.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { db } from "../../../src/lib/firebase";
import { readIndexConfig } from "../../../src/lib/production-guard/guard";
import {
  collectionOf,
  documentSize,
  emulatorDocuments,
  indexEntries,
  nameSize,
  valueSize,
  type Fields,
} from "../../../src/lib/production-guard/documents";
import type { IndexConfig, ProtoValue } from "../../../src/lib/production-guard/indexes";

const require = createRequire(import.meta.url);
const main = require.resolve("@google-cloud/firestore");
const { DocumentReader } = require(join(dirname(main), "document-reader.js"));
const { Query } = require(join(dirname(main), "reference", "query.js"));

export interface Counts {
  reads: number;
  writes: number;
  deletes: number;
  indexEntries: number;
  /** Net bytes added to storage: documents and their index entries, after minus before. */
  storedBytes: number;
}

export const zeroCounts = (): Counts => ({
  reads: 0,
  writes: 0,
  deletes: 0,
  indexEntries: 0,
  storedBytes: 0,
});

interface Write {
  update?: { name: string; fields?: Fields };
  updateMask?: { fieldPaths?: string[] };
  updateTransforms?: Array<{ fieldPath: string }>;
  delete?: string;
}

type Funnel = (...args: unknown[]) => Promise<unknown>;
type Getter = (this: unknown, ...args: unknown[]) => Promise<{ result: unknown }>;

let config: IndexConfig | undefined;
let active: Counts | undefined;
let installed = false;
let overheadMs = 0;

/** Time the meter itself has spent reading the emulator, in ms: the calls' times leave it out. */
export const meterOverheadMs = () => overheadMs;

/**
 * The stored bytes of a document's index entries. A single-field entry is the document's name,
 * the field's name, the value and 32 bytes (an array field has one per distinct element besides
 * its ascending and descending entries); a composite entry is the name, its values and 32 bytes,
 * here with 16 bytes for the values (they are short: ids, flags, times).
 */
export function indexBytes(indexes: IndexConfig, name: string, fields: Fields): number {
  const total = indexEntries(indexes, name, fields);
  const base = nameSize(name) + 32;
  let single = 0;
  let singleBytes = 0;
  const collection = collectionOf(name);
  for (const [field, value] of Object.entries(fields)) {
    const override = indexes.fieldOverrides.find(
      (o) => o.collectionGroup === collection && o.fieldPath === field,
    );
    const fieldName = Buffer.byteLength(field) + 1;
    const entry = (v: ProtoValue) => base + fieldName + valueSize(v);
    const elements = [...new Set((value.arrayValue?.values ?? []).map((e) => JSON.stringify(e)))].map(
      (e) => JSON.parse(e) as ProtoValue,
    );
    // Without an override a field has its ascending and descending entries, and an array its
    // array-contains entries; an override keeps only the indexes it lists (none: exempt).
    const ordered = override ? override.indexes.filter((i) => !i.arrayConfig).length : 2;
    const contains = override ? override.indexes.some((i) => i.arrayConfig) : true;
    single += ordered;
    singleBytes += ordered * entry(value);
    if (contains && value.arrayValue) {
      single += elements.length;
      singleBytes += elements.reduce((sum, e) => sum + entry(e), 0);
    }
  }
  return singleBytes + Math.max(0, total - single) * (base + 16);
}

const storedSize = (name: string, fields: Fields | undefined) =>
  fields ? documentSize(name, fields) + indexBytes(config!, name, fields) : 0;

/** The documents as the emulator holds them (not counted as reads). */
function peek(names: string[], database: string): Promise<Map<string, Fields>> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  return host ? emulatorDocuments(host, database, names) : Promise.resolve(new Map());
}

async function countCommit(writes: Write[], database: string, commit: () => Promise<unknown>) {
  const counts = active;
  if (!counts) return commit();
  const names = [...new Set(writes.map((w) => w.delete ?? w.update?.name ?? ""))].filter(Boolean);
  let started = performance.now();
  const before = await peek(names, database);
  overheadMs += performance.now() - started;
  const result = await commit();
  started = performance.now();
  const after = await peek(names, database);
  overheadMs += performance.now() - started;
  for (const write of writes) {
    if (write.delete) {
      counts.deletes += 1;
      continue;
    }
    counts.writes += 1;
    const name = write.update?.name ?? "";
    const now = after.get(name) ?? {};
    const mask = write.updateMask?.fieldPaths;
    const touched = new Set([
      ...(mask ?? Object.keys(write.update?.fields ?? {})),
      ...(write.updateTransforms ?? []).map((t) => t.fieldPath),
    ]);
    const written = Object.fromEntries(
      Object.entries(now).filter(
        ([field]) => touched.has(field) || [...touched].some((t) => t.startsWith(`${field}.`)),
      ),
    );
    counts.indexEntries += indexEntries(config!, name, written, mask ? now : undefined);
  }
  for (const name of names)
    counts.storedBytes += storedSize(name, after.get(name)) - storedSize(name, before.get(name));
  return result;
}

/** Wraps the read paths and the commit funnel once; nothing is counted until `measure` runs. */
export function installMeter(): void {
  if (installed) return;
  installed = true;
  config = readIndexConfig(join(import.meta.dirname, "..", "..", "..", "..", "firestore.indexes.json"));
  const docGet: Getter = DocumentReader.prototype._get;
  const queryGet: Getter = Query.prototype._get;
  DocumentReader.prototype._get = async function (this: unknown, ...args: unknown[]) {
    const answer = await docGet.apply(this, args);
    if (active) active.reads += (answer.result as unknown[]).length;
    return answer;
  };
  Query.prototype._get = async function (this: unknown, ...args: unknown[]) {
    const answer = await queryGet.apply(this, args);
    if (active) active.reads += Math.max(1, (answer.result as { size: number }).size);
    return answer;
  };
  const target = db() as unknown as { request: Funnel };
  const request = target.request;
  target.request = function (this: unknown, ...args: unknown[]) {
    const [method, body] = args as [string, { writes?: Write[]; database?: string }];
    const call = () => request.apply(this, args);
    if ((method === "commit" || method === "batchWrite") && body.writes)
      return countCommit(body.writes, body.database ?? "", call);
    return call();
  };
}

/** Runs `fn` with its Firestore costs (anyone's in process, meanwhile) added to `into`. */
export async function measure<T>(into: Counts, fn: () => Promise<T>): Promise<T> {
  installMeter();
  const outer = active;
  const mine = zeroCounts();
  active = mine;
  try {
    return await fn();
  } finally {
    active = outer;
    for (const key of Object.keys(mine) as Array<keyof Counts>) {
      into[key] += mine[key];
      if (outer) outer[key] += mine[key];
    }
  }
}
