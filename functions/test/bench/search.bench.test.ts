// Search figures (recorded in docs/benchmarks.md): one user with 5,000 articles and 20,000
// highlights in the emulator.
// For each query, the indexed search (GET /api/search) against a naive scan of the same data in
// the same run: documents read and median latency. Run: npm run bench:search.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { syncedUser, type SyncedUser } from "../helpers/users";
import { titleTokens, titleMatches, queryToken } from "../../src/lib/text";
import { highlightTokens } from "../../src/modules/annotations";
import { SEARCH_RESULTS_PER_GROUP } from "../../src/shared";
import { buildQuery } from "../../src/lib/query";
import { articleSearchSpec } from "../../src/modules/library/library.queries";
import { highlightSearchSpec } from "../../src/modules/annotations/annotations.queries";

const ARTICLES = 5_000;
const HIGHLIGHTS = 20_000;
const WORDS = (
  "harbour lighthouse keeper ledger winter storm ferry timetable market river bridge library reading " +
  "octopus neuron memory map compass garden kitchen bread recipe walking city street tram station " +
  "mountain valley forest island coast tide moon orbit planet comet telescope archive letter diary " +
  "music piano violin choir theatre poem novel chapter author editor printer paper ink typewriter " +
  "engine signal network server protocol database garden orchard harvest winter spring summer autumn"
).split(" ");
const figures: string[] = [];
let user: SyncedUser;

/** A deterministic pseudo-random sequence, so every run builds the same library. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function phrase(next: () => number, words: number): string {
  return Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]).join(" ");
}

async function writeLibrary(uid: string) {
  const db = getFirestore();
  const next = random(42);
  const articleIds: Array<{ id: string; title: string }> = [];
  const writes: Array<(batch: FirebaseFirestore.WriteBatch) => void> = [];
  for (let i = 0; i < ARTICLES; i++) {
    const ref = db.collection("articles").doc();
    const title = `${phrase(next, 4)} ${i}`;
    articleIds.push({ id: ref.id, title });
    writes.push((batch) =>
      batch.set(ref, {
        userId: uid,
        title,
        titleTokens: titleTokens(title),
        inTrash: false,
        deletedAt: null,
        folderId: null,
        tagIds: [],
        url: null,
        author: "Bench",
        siteName: null,
        preview: "",
        contentType: "text",
        contentLength: 0,
        chunkCount: 0,
        importedFrom: "manual",
        firstHighlightText: null,
        highlightCount: 4,
        commentCount: 0,
        lastViewed: null,
        createdAt: Timestamp.fromMillis(Date.now() - i * 60_000),
        updatedAt: Timestamp.now(),
      }),
    );
  }
  for (let i = 0; i < HIGHLIGHTS; i++) {
    const article = articleIds[i % ARTICLES]!;
    const text = phrase(next, 12);
    writes.push((batch) =>
      batch.set(db.collection("highlights").doc(), {
        articleId: article.id,
        articleOwnerId: uid,
        articleTitle: article.title,
        userId: uid,
        text,
        textTokens: highlightTokens(text),
        startOffset: 0,
        endOffset: text.length,
        prefix: "",
        suffix: "",
        color: "#FEF9C3",
        orphaned: false,
        createdAt: Timestamp.fromMillis(Date.now() - i * 1000),
      }),
    );
  }
  for (let start = 0; start < writes.length; start += 2000) {
    await Promise.all(
      Array.from({ length: 4 }, async (_, part) => {
        const batch = db.batch();
        for (const write of writes.slice(start + part * 500, start + (part + 1) * 500)) write(batch);
        await batch.commit();
      }),
    );
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Documents the indexed search reads for `q`: each query reads what it returns, at least one. */
async function indexedReads(uid: string, q: string): Promise<number> {
  const token = queryToken(q)!;
  const db = getFirestore();
  const sizes = await Promise.all([
    buildQuery(articleSearchSpec(uid, token), db.collection("articles"))
      .limit(SEARCH_RESULTS_PER_GROUP)
      .get(),
    buildQuery(highlightSearchSpec(uid, token), db.collection("highlights"))
      .limit(SEARCH_RESULTS_PER_GROUP)
      .get(),
    db
      .collection("users")
      .orderBy("usernameLower")
      .startAt(q)
      .endAt(`${q}\uf8ff`)
      .limit(SEARCH_RESULTS_PER_GROUP)
      .get(),
  ]);
  return sizes.reduce((sum, snap) => sum + Math.max(1, snap.size), 0);
}

/** The naive way: read every article and highlight of the user and filter in memory. */
async function naiveSearch(uid: string, q: string): Promise<{ reads: number; found: number }> {
  const db = getFirestore();
  const [articles, highlights] = await Promise.all([
    db.collection("articles").where("userId", "==", uid).get(),
    db.collection("highlights").where("userId", "==", uid).get(),
  ]);
  const found =
    articles.docs.filter((d) => titleMatches(d.get("title"), q)).slice(0, 8).length +
    highlights.docs.filter((d) => titleMatches(d.get("text"), q)).slice(0, 8).length;
  return { reads: articles.size + highlights.size, found };
}

beforeAll(async () => {
  user = await syncedUser("searcher");
  const started = performance.now();
  await writeLibrary(user.uid);
  figures.push(
    `library: ${ARTICLES} articles and ${HIGHLIGHTS} highlights written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}, 600_000);

afterAll(() => {
  console.log(`\nSearch figures (this machine, Firestore emulator)\n${figures.join("\n")}\n`);
});

describe("search figures", () => {
  it("compares the indexed search with a naive scan", async () => {
    // The emulator scans every query, so each takes seconds here: a few queries, one run each.
    const queries = ["harb", "lighthouse", "moon orbit", "zzz"];
    const indexedTimes: number[] = [];
    const indexedReadCounts: number[] = [];
    for (const q of queries) {
      for (let run = 0; run < 1; run++) {
        const started = performance.now();
        const response = await user.call.get(`/api/search?q=${encodeURIComponent(q)}`);
        indexedTimes.push(performance.now() - started);
        expect(response.status).toBe(200);
      }
      indexedReadCounts.push(await indexedReads(user.uid, q));
    }
    const naiveTimes: number[] = [];
    const naiveReadCounts: number[] = [];
    for (const q of queries.slice(0, 2)) {
      const started = performance.now();
      const { reads } = await naiveSearch(user.uid, q);
      naiveTimes.push(performance.now() - started);
      naiveReadCounts.push(reads);
    }
    figures.push(
      `indexed search (GET /api/search, ${queries.length} queries): median ${median(indexedTimes).toFixed(0)} ms, ` +
        `documents read per search: median ${median(indexedReadCounts)}, max ${Math.max(...indexedReadCounts)}`,
      `naive scan of the same data (${naiveTimes.length} queries): median ${median(naiveTimes).toFixed(0)} ms, ` +
        `documents read per search: ${median(naiveReadCounts)}`,
    );
  });
});
