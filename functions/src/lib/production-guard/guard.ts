// The production guard: on the emulators, makes the Admin SDK refuse what production Firestore
// refuses and the emulator accepts (docs/production.md, "The production guard"). It wraps the two
// funnels every request of the client library goes through (`request` for commits, `requestStream`
// for queries) and `runTransaction`, so no code path escapes it. A breach throws the error
// production would answer (so the request under test fails) and is written to the guard's log,
// which `npm test` reads at its end (so a breach that code catches still fails the run).
import { appendFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Firestore } from "firebase-admin/firestore";
import {
  describeNeed,
  disjunctionProblems,
  findIndex,
  indexNeed,
  QueryShapeError,
  type IndexConfig,
  type StructuredQuery,
  type ProtoValue,
} from "./indexes";
import {
  emulatorDocuments,
  DOCUMENT_BYTES_MAX,
  DOCUMENT_INDEX_ENTRIES_MAX,
  documentPath,
  documentSize,
  indexEntries,
  type Fields,
} from "./documents";

/** Production's ceilings the guard holds the code to; docs/production.md says why each. */
export interface Limits {
  commitWrites: number;
  commitIndexEntries: number;
  transactionMs: number;
}

export const LIMITS: Limits = {
  /** Writes in one commit (a batch or a transaction). */
  commitWrites: 500,
  /**
   * Index entries one commit may change (written by its documents, removed by its deletes).
   * Production's ceiling is not published; 40,000 is the most one document may hold, so the
   * largest legal document commits alone, and at ~120 bytes an entry stays under half of the
   * 10 MiB a commit request may carry.
   */
  commitIndexEntries: 40_000,
  /** How long one attempt of a transaction may stay open (Firestore's transaction time limit). */
  transactionMs: 270_000,
};

export type GuardRule =
  | "index"
  | "disjunction"
  | "commit-writes"
  | "commit-index-entries"
  | "document-size"
  | "document-index-entries"
  | "transaction-time"
  | "http-body";

/** What production would answer: Firestore's codes (FAILED_PRECONDITION, INVALID_ARGUMENT, DEADLINE_EXCEEDED). */
const CODES: Record<GuardRule, number> = {
  index: 9,
  disjunction: 3,
  "commit-writes": 3,
  "commit-index-entries": 3,
  "document-size": 3,
  "document-index-entries": 3,
  "transaction-time": 4,
  "http-body": 8,
};

export class ProductionLimitError extends Error {
  readonly code: number;
  constructor(
    readonly rule: GuardRule,
    detail: string,
  ) {
    super(`Production limit (${rule}): ${detail}`);
    this.code = CODES[rule];
  }
}

export interface GuardOptions {
  config: IndexConfig;
  /** JSON lines: each breach, and each declared index a query used (once per process). */
  logFile?: string;
  /** The emulator's host:port, to read what a delete removes without counting as the code's read. */
  emulatorHost?: string;
  limits?: Partial<Limits>;
}

interface Write {
  update?: { name: string; fields?: Fields };
  updateMask?: { fieldPaths?: string[] };
  updateTransforms?: Array<{ fieldPath: string; appendMissingElements?: { values?: ProtoValue[] } }>;
  delete?: string;
}

type Funnel = (this: Firestore, ...args: unknown[]) => Promise<unknown>;
interface Funnels {
  request: Funnel;
  requestStream: Funnel;
}

/** The guard of one Firestore instance. */
export class ProductionGuard {
  readonly limits: Limits;
  private readonly usedIndexes = new Set<string>();

  constructor(private readonly options: GuardOptions) {
    this.limits = { ...LIMITS, ...options.limits };
  }

  private log(entry: object): void {
    if (this.options.logFile) appendFileSync(this.options.logFile, `${JSON.stringify(entry)}\n`);
  }

  /** Records a breach and returns the error to throw. */
  breach(rule: GuardRule, detail: string): ProductionLimitError {
    const error = new ProductionLimitError(rule, detail);
    const stack = (new Error().stack ?? "").split("\n").slice(3, 12).join("\n");
    this.log({ kind: "breach", rule, message: error.message, stack });
    return error;
  }

  private used(keys: string[]): void {
    for (const key of keys) {
      if (this.usedIndexes.has(key)) continue;
      this.usedIndexes.add(key);
      this.log({ kind: "index", key });
    }
  }

  /** Throws when production would refuse the query. */
  checkQuery(query: StructuredQuery): void {
    const tooMany = disjunctionProblems(query);
    if (tooMany.length) throw this.breach("disjunction", tooMany.join("; "));
    let need;
    try {
      need = indexNeed(query);
    } catch (error) {
      if (error instanceof QueryShapeError) throw this.breach("index", `the query has ${error.message}`);
      throw error;
    }
    const answer = findIndex(this.options.config, need);
    if (!answer.served) throw this.breach("index", describeNeed(need, answer));
    this.used(answer.by);
  }

  /** Throws when production would refuse the commit; `removed` counts what its deletes take away. */
  checkCommit(writes: Write[], removed: Map<string, Fields>): void {
    const { config } = this.options;
    if (writes.length > this.limits.commitWrites) {
      throw this.breach(
        "commit-writes",
        `a commit of ${writes.length} writes (at most ${this.limits.commitWrites})`,
      );
    }
    let entries = 0;
    for (const write of writes) {
      if (write.delete) {
        const old = removed.get(write.delete);
        if (old) entries += indexEntries(config, write.delete, old);
        continue;
      }
      const name = write.update?.name ?? "";
      const fields: Fields = { ...(write.update?.fields ?? {}) };
      const partial = Boolean(write.updateMask);
      const written: Fields = partial ? pick(fields, write.updateMask?.fieldPaths ?? []) : fields;
      for (const transform of write.updateTransforms ?? []) {
        const elements = transform.appendMissingElements?.values;
        written[transform.fieldPath] = elements ? { arrayValue: { values: elements } } : { integerValue: 0 };
      }
      if (write.update) {
        const size = documentSize(name, fields);
        if (!partial && size > DOCUMENT_BYTES_MAX) {
          throw this.breach(
            "document-size",
            `${documentPath(name)} is ${size} bytes (at most ${DOCUMENT_BYTES_MAX})`,
          );
        }
        const own = indexEntries(config, name, fields);
        if (!partial && own > DOCUMENT_INDEX_ENTRIES_MAX) {
          throw this.breach(
            "document-index-entries",
            `${documentPath(name)} has ${own} index entries (at most ${DOCUMENT_INDEX_ENTRIES_MAX})`,
          );
        }
      }
      entries += indexEntries(config, name, written, partial ? written : undefined);
    }
    if (entries > this.limits.commitIndexEntries) {
      throw this.breach(
        "commit-index-entries",
        `a commit of ${writes.length} writes changes ${entries} index entries (budget ${this.limits.commitIndexEntries})`,
      );
    }
  }

  /** What the deleted documents hold, read from the emulator's REST API (not the code's reads). */
  removedDocuments(writes: Write[], database: string): Promise<Map<string, Fields>> {
    const names = writes.flatMap((w) => (w.delete ? [w.delete] : []));
    const host = this.options.emulatorHost;
    return names.length && host ? emulatorDocuments(host, database, names) : Promise.resolve(new Map());
  }

  /** Wraps a Firestore instance's funnels and its runTransaction. */
  install(firestore: Firestore): void {
    const target = firestore as unknown as Funnels & { runTransaction: Firestore["runTransaction"] };
    const request = target.request;
    const requestStream = target.requestStream;
    const runTransaction = target.runTransaction;
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const guard = this;
    target.request = async function (this: Firestore, ...args: unknown[]) {
      const [method, body] = args as [string, { writes?: Write[]; database?: string }];
      if ((method === "commit" || method === "batchWrite") && body.writes) {
        const removed = await guard.removedDocuments(body.writes, body.database ?? "");
        if (method === "commit") guard.checkCommit(body.writes, removed);
        else for (const write of body.writes) guard.checkCommit([write], removed);
      }
      return request.apply(this, args);
    };
    target.requestStream = async function (this: Firestore, ...args: unknown[]) {
      const [method, , body] = args as [
        string,
        unknown,
        {
          structuredQuery?: StructuredQuery;
          structuredAggregationQuery?: { structuredQuery?: StructuredQuery };
        },
      ];
      const query =
        method === "runQuery"
          ? body.structuredQuery
          : method === "runAggregationQuery"
            ? body.structuredAggregationQuery?.structuredQuery
            : undefined;
      if (query) guard.checkQuery(query);
      return requestStream.apply(this, args);
    };
    target.runTransaction = function (this: Firestore, update, options) {
      return runTransaction.call(
        this,
        async (tx) => {
          const opened = Date.now();
          const result = await update(tx);
          const open = Date.now() - opened;
          if (open > guard.limits.transactionMs) {
            throw guard.breach(
              "transaction-time",
              `a transaction stayed open ${open} ms (at most ${guard.limits.transactionMs})`,
            );
          }
          return result;
        },
        options,
      ) as ReturnType<Firestore["runTransaction"]>;
    } as Firestore["runTransaction"];
  }
}

function pick(fields: Fields, paths: string[]): Fields {
  const picked: Fields = {};
  for (const path of paths) {
    const top = (path.split(".")[0] ?? "").replace(/`/g, "");
    if (fields[top]) picked[top] = fields[top];
  }
  return picked;
}

/** The repository's firestore.indexes.json: beside functions/ (src or lib, four levels up from here). */
export function readIndexConfig(file = process.env.SPURQ_INDEXES_FILE): IndexConfig {
  const path = file ?? join(__dirname, "..", "..", "..", "..", "firestore.indexes.json");
  return JSON.parse(readFileSync(path, "utf8")) as IndexConfig;
}

let installed: ProductionGuard | undefined;

/** Installs the guard on the server's Firestore instance, once (lib/firebase calls it). */
export function installProductionGuard(
  firestore: Firestore,
  env: NodeJS.ProcessEnv = process.env,
): ProductionGuard {
  installed ??= new ProductionGuard({
    config: readIndexConfig(env.SPURQ_INDEXES_FILE),
    logFile: env.SPURQ_GUARD_LOG,
    emulatorHost: env.FIRESTORE_EMULATOR_HOST,
  });
  installed.install(firestore);
  return installed;
}

/** The installed guard, if any (the HTTP limits record their breaches through it). */
export function activeGuard(): ProductionGuard | undefined {
  return installed;
}
