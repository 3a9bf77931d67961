// The reader-day's costs as one dimension grows: the library (100 → 20,000 articles), the readers
// of one shared article (1 → 100), the members of a chat (2 → 50). Each curve's verdict comes from
// the exponent between successive points (log of the cost ratio over log of the size ratio):
// under 0.2 everywhere is flat, up to 1.2 linear, beyond that super-linear.
import type { SyncedUser } from "../../helpers/users";
import { call, zeroTally, type Tally } from "./calls";
import { measure, zeroCounts } from "./meter";
import { groupChat } from "./scenario";
import { savedArticle, seedLibrary } from "./seed";

export interface Point {
  x: number;
  values: Record<string, number>;
}

export interface Curve {
  name: string;
  unit: string;
  points: Point[];
  verdicts: Record<string, string>;
}

/** flat, linear or super-linear, with the largest exponent between successive points. */
export function verdict(points: Point[], key: string): string {
  let worst = 0;
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!];
    const [ya, yb] = [a.values[key] ?? 0, b.values[key] ?? 0];
    if (ya <= 0 || yb <= 0) continue;
    worst = Math.max(worst, Math.log(yb / ya) / Math.log(b.x / a.x));
  }
  const kind = worst < 0.2 ? "flat" : worst <= 1.2 ? "linear" : "super-linear";
  return `${kind} (largest exponent ${worst.toFixed(2)})`;
}

function curve(name: string, unit: string, points: Point[]): Curve {
  const keys = Object.keys(points[0]?.values ?? {});
  return { name, unit, points, verdicts: Object.fromEntries(keys.map((k) => [k, verdict(points, k)])) };
}

const readsOf = async (user: SyncedUser, path: string) => {
  const tally = zeroTally();
  await call(tally, user, "get", path);
  return tally.reads;
};

/** The library-dependent calls of a day, and the library's stored bytes, as the library grows. */
export async function librarySweep(user: SyncedUser, sizes: number[]): Promise<Curve> {
  const points: Point[] = [];
  let have = 0;
  const stored = zeroCounts();
  for (const size of sizes) {
    await measure(stored, () => seedLibrary(user.uid, size - have, have));
    have = size;
    const home = await readsOf(user, "/api/home");
    const pageIndex = await readsOf(user, "/api/articles/page-index");
    // A later check of the same index: only the changes since its version (none here).
    const { version } = await call(zeroTally(), user, "get", "/api/articles/page-index");
    const pageIndexCheck = await readsOf(
      user,
      `/api/articles/page-index?since=${encodeURIComponent(String(version))}`,
    );
    const search = await readsOf(user, "/api/search?q=lighthouse");
    const list = await readsOf(user, "/api/articles/my?view=all&limit=20");
    points.push({
      x: size,
      values: { home, pageIndex, pageIndexCheck, search, list, storedMiB: stored.storedBytes / 2 ** 20 },
    });
  }
  return curve("library", "articles", points);
}

/**
 * One open of a shared article (GET /api/articles/{id}) as its readers, each with a highlight and
 * a comment on it, grow; and the next page of its notes (GET …/notes?cursor=) once there is one.
 * The open brings one page of notes (NOTES_PAGE_SIZE highlights) besides the reader's own, so its
 * cost grows up to a page of readers and is flat past it.
 */
export async function readersSweep(
  owner: SyncedUser,
  pool: SyncedUser[],
  sizes: number[],
): Promise<{ curve: Curve; articleId: string }> {
  const article = await savedArticle(owner, 500);
  const points: Point[] = [];
  let have = 1; // the owner reads it
  let last = owner;
  for (const size of sizes) {
    for (; have < size; have++) {
      const reader = pool[have - 1]!;
      const spurq = await owner.call
        .post("/api/spurqs")
        .send({ recipientId: reader.uid, articleId: article.id, question: "Read this?" });
      if (spurq.status !== 201) throw new Error(`spurq: ${spurq.status} ${spurq.text}`);
      const start = 40 + (have % 50) * 20;
      const text = article.text.slice(start, start + 15);
      const made = await reader.call
        .post("/api/highlights")
        .send({ articleId: article.id, text, startOffset: start, endOffset: start + text.length });
      if (made.status !== 201) throw new Error(`highlight: ${made.status} ${made.text}`);
      const noted = await reader.call
        .post("/api/comments")
        .send({ highlightId: (made.body as { id: string }).id, text: "Worth a second look." });
      if (noted.status !== 201) throw new Error(`comment: ${noted.status} ${noted.text}`);
      last = reader;
    }
    const tally: Tally = zeroTally();
    const opened = await call(tally, last, "get", `/api/articles/${article.id}`);
    const cursor = opened.notesCursor;
    const nextPage =
      typeof cursor === "string"
        ? await readsOf(last, `/api/articles/${article.id}/notes?cursor=${encodeURIComponent(cursor)}`)
        : 0;
    points.push({
      x: size,
      values: { reads: tally.reads, egressKiB: tally.egressBytes / 1024, ms: tally.ms, nextPage },
    });
  }
  return { curve: curve("readers on an article", "readers", points), articleId: article.id };
}

/** One chat message's cost (sent, plus one listener read per member) as the chat grows. */
export async function chatSweep(hub: SyncedUser, pool: SyncedUser[], sizes: number[]): Promise<Curve> {
  const points: Point[] = [];
  const messages = 3;
  for (const size of sizes) {
    const chat = await groupChat(hub, pool.slice(0, size - 1));
    const tally = zeroTally();
    for (let i = 0; i < messages; i++) {
      await call(tally, hub, "post", `/api/group-chats/${chat}/messages`, { content: `Hello ${i}` });
      tally.listenerReads += size;
    }
    points.push({
      x: size,
      values: {
        reads: (tally.reads + tally.listenerReads) / messages,
        writes: tally.writes / messages,
        indexEntries: tally.indexEntries / messages,
      },
    });
  }
  return curve("chat members", "members", points);
}
