// The reader-day priced in dollars (docs/benchmarks.md, "bench:day"): a typical and a heavy
// reader's day driven through the API in process against the emulators, every Firestore read,
// write, delete, index entry and stored byte counted (day/meter.ts), with the invocations, the
// time and the bytes answered; then three sweeps (library, readers of an article, chat members)
// and a bounded load. It asserts no figure: scripts/bench-day.mjs prints them, keeps them in
// docs/bench-day.json and, with --check, fails when a per-reader-day count grew past its margin.
// Run: npm run bench:day. SPURQ_BENCH_DAY_QUICK=1 runs small sweeps (a smoke run).
import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, it } from "vitest";
import { syncedUser, type SyncedUser } from "../helpers/users";
import { loadLevels, type LoadLevel } from "./day/load";
import { measure, zeroCounts } from "./day/meter";
import { MONTH, PRICES } from "./day/prices";
import { formatFigures, scenarioFigures, type Figures, type ScenarioFigures } from "./day/report";
import { groupChat, readerDay, runJobs, type DayShape } from "./day/scenario";
import { befriend, readers, savedArticle, seedLibrary } from "./day/seed";
import { chatSweep, librarySweep, readersSweep, type Curve } from "./day/sweeps";

const QUICK = process.env.SPURQ_BENCH_DAY_QUICK === "1";
const LIBRARY_SIZES = QUICK ? [100, 400] : [100, 1_000, 5_000, 20_000];
const READER_SIZES = QUICK ? [1, 5] : [1, 10, 25, 50, 100];
const CHAT_SIZES = QUICK ? [2, 5] : [2, 5, 10, 25, 50];
const LOAD_LEVELS = QUICK ? [1, 4] : [1, 4, 16, 36, 64];

let pool: SyncedUser[];
const scenarios: Record<string, ScenarioFigures> = {};
const curves: Curve[] = [];
let load: LoadLevel[] = [];

/** Three articles saved through the API; answers them and one article's stored bytes. */
async function ownArticles(user: SyncedUser, seed: number) {
  const cost = zeroCounts();
  const own = await measure(cost, async () => [
    await savedArticle(user, seed),
    await savedArticle(user, seed + 1),
    await savedArticle(user, seed + 2),
  ]);
  return { own, articleBytes: cost.storedBytes / own.length };
}

beforeAll(async () => {
  pool = await readers(QUICK ? 12 : 100, "pool");
}, 600_000);

afterAll(() => {
  const figures: Figures = {
    measuredAt: new Date().toISOString(),
    prices: PRICES,
    month: MONTH,
    scenarios,
    curves,
    load,
  };
  console.log(`\n${formatFigures(figures)}\n`);
  if (process.env.SPURQ_BENCH_DAY_OUT)
    writeFileSync(process.env.SPURQ_BENCH_DAY_OUT, JSON.stringify(figures, null, 2));
});

describe("reader-day figures", () => {
  it("a typical reader: 200-article library, a chat of 5, the extension on 30 % of days", async () => {
    const reader = await syncedUser("typical");
    await befriend(reader, pool.slice(0, 5));
    await seedLibrary(reader.uid, 197);
    const { own, articleBytes } = await ownArticles(reader, 100);
    const chat = await groupChat(reader, pool.slice(0, 4));
    await runJobs(); // the setup's events rolled up before the day starts
    const shape: DayShape = {
      homes: 2,
      own,
      highlights: 5,
      comments: 2,
      spurq: { to: pool[0]! },
      chat: { id: chat, members: 5, messages: 10 },
      searches: 1,
      heartbeats: 15,
      extension: { calls: 16, share: 0.3 },
    };
    scenarios.typical = scenarioFigures(await readerDay(reader, shape), articleBytes);
  }, 600_000);

  it("a heavy reader: 5,000-article library, a chat of 50, a shared article with 20 readers", async () => {
    const reader = await syncedUser("heavy");
    const size = Math.min(50, pool.length);
    await befriend(reader, pool.slice(0, size));
    await seedLibrary(reader.uid, QUICK ? 497 : 4_997);
    const { own, articleBytes } = await ownArticles(reader, 200);
    // A friend's article shared with the reader and 19 others, each leaving a highlight.
    const owner = pool[size - 1]!;
    const others = pool.slice(0, QUICK ? 5 : 19).filter((p) => p !== owner);
    await befriend(owner, others);
    const shared = await savedArticle(owner, 300);
    for (const [i, member] of [reader, ...others].entries()) {
      await owner.call
        .post("/api/spurqs")
        .send({ recipientId: member.uid, articleId: shared.id, question: "Read?" });
      const start = 30 + i * 25;
      const text = shared.text.slice(start, start + 20);
      await member.call
        .post("/api/highlights")
        .send({ articleId: shared.id, text, startOffset: start, endOffset: start + text.length });
    }
    const chat = await groupChat(reader, pool.slice(0, size - 1));
    await runJobs();
    const shape: DayShape = {
      homes: 2,
      own: own.slice(0, 2),
      shared,
      highlights: 20,
      comments: 2,
      spurq: { to: pool[0]! },
      chat: { id: chat, members: size, messages: 10 },
      searches: 1,
      heartbeats: 15,
      extension: { calls: 16, share: 1 },
    };
    scenarios.heavy = scenarioFigures(await readerDay(reader, shape), articleBytes);
  }, 900_000);

  it("sweeps: library, readers of an article, chat members; then a bounded load", async () => {
    const librarian = await syncedUser("librarian");
    curves.push(await librarySweep(librarian, LIBRARY_SIZES));
    const hub = pool[pool.length - 1]!;
    const others = pool.slice(0, pool.length - 1);
    await befriend(hub, others.slice(0, Math.max(...READER_SIZES, ...CHAT_SIZES) - 1));
    const readersOf = await readersSweep(hub, others, READER_SIZES);
    curves.push(readersOf.curve);
    curves.push(await chatSweep(hub, others, CHAT_SIZES));
    // Every pool reader but the hub now reads the hub's article: the load's users.
    load = await loadLevels(
      others.slice(0, Math.max(...READER_SIZES) - 1),
      readersOf.articleId,
      LOAD_LEVELS,
      {
        perLevel: QUICK ? 40 : 300,
      },
    );
  }, 1_800_000);
});
