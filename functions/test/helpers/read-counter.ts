// Counts the Firestore document reads the code under test makes, the way Firestore bills them:
// one per document a lookup returns (found or not) and one per document a query returns, at least
// one per query. It wraps the client library's two internal read paths, which every document
// get, getAll, query and transactional read goes through, so nothing is counted twice.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const main = require.resolve("@google-cloud/firestore");
// Internal modules, loaded by file (the package exports only its entry points); the same files the
// Admin SDK loaded, so the same classes.
const { DocumentReader } = require(join(dirname(main), "document-reader.js"));
const { Query } = require(join(dirname(main), "reference", "query.js"));

type Getter = (this: unknown, ...args: unknown[]) => Promise<{ result: unknown }>;

/** Runs `fn` and returns what it resolved to with the reads made meanwhile (by anyone in process). */
export async function countReads<T>(fn: () => Promise<T>): Promise<{ result: T; reads: number }> {
  let reads = 0;
  const docGet: Getter = DocumentReader.prototype._get;
  const queryGet: Getter = Query.prototype._get;
  DocumentReader.prototype._get = async function (this: unknown, ...args: unknown[]) {
    const answer = await docGet.apply(this, args);
    reads += (answer.result as unknown[]).length;
    return answer;
  };
  Query.prototype._get = async function (this: unknown, ...args: unknown[]) {
    const answer = await queryGet.apply(this, args);
    reads += Math.max(1, (answer.result as { size: number }).size);
    return answer;
  };
  try {
    return { result: await fn(), reads };
  } finally {
    DocumentReader.prototype._get = docGet;
    Query.prototype._get = queryGet;
  }
}
