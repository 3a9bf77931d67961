// The JSON export, written piece by piece: the header's fields, then each article, shared
// article and spurq as the service produces them, waiting whenever the connection's buffer is
// full, so memory holds one article (and the few read ahead), never the library.
import { once } from "node:events";
import type { Writable } from "node:stream";
import {
  exportedArticles,
  exportedSharedArticles,
  exportedSpurqs,
  NO_PROGRESS,
  type ExportHeader,
  type ExportProgress,
} from "./export.service";

/** Writes `chunk`, and waits for the buffer to drain when the connection is behind. */
export async function writeChunk(out: Writable, chunk: string): Promise<void> {
  if (out.destroyed) throw new Error("The download was closed.");
  if (out.write(chunk)) return;
  // Whichever comes first; the other listener is removed, so waits do not pile up listeners.
  const settled = new AbortController();
  try {
    await Promise.race([
      once(out, "drain", { signal: settled.signal }),
      once(out, "close", { signal: settled.signal }),
    ]);
  } finally {
    settled.abort();
  }
}

async function writeArray(
  out: Writable,
  key: string,
  items: AsyncIterable<unknown>,
  written: () => void = () => undefined,
): Promise<void> {
  await writeChunk(out, `,\n${JSON.stringify(key)}:[`);
  let first = true;
  for await (const item of items) {
    await writeChunk(out, `${first ? "\n" : ",\n"}${JSON.stringify(item)}`);
    first = false;
    written();
  }
  await writeChunk(out, "]");
}

/** `{ exportedAt, user, folders, tags, articles, sharedArticles, spurqsSent, spurqsReceived }` */
export async function writeJsonExport(
  out: Writable,
  uid: string,
  header: ExportHeader,
  progress: ExportProgress = NO_PROGRESS,
): Promise<void> {
  const opening = JSON.stringify(header);
  await writeChunk(out, opening.slice(0, -1));
  progress.stage("articles");
  await writeArray(out, "articles", exportedArticles(uid, header), progress.article);
  progress.stage("shared");
  await writeArray(out, "sharedArticles", exportedSharedArticles(uid));
  progress.stage("spurqs");
  await writeArray(out, "spurqsSent", exportedSpurqs(uid, "senderId"));
  await writeArray(out, "spurqsReceived", exportedSpurqs(uid, "recipientId"));
  await writeChunk(out, "}\n");
}
