// Search figures (recorded in docs/benchmarks.md): one user's library of 5,000 articles with
// their bodies (a tenth of them Japanese or Chinese), 20,000 highlights and 2,000 comments in the
// emulator, written in the shapes the app stores (title tokens, body chunks with their search
// terms, highlight and comment tokens). Each query goes through GET /api/search in process, with
// the documents it reads counted as Firestore bills them (helpers/read-counter.ts) beside what it
// shows; the baseline is a naive scan that reads the whole library and filters in memory.
// Run: npm run bench:search.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getFirestore, Timestamp, type WriteBatch } from "firebase-admin/firestore";
import { syncedUser, type SyncedUser } from "../helpers/users";
import { countReads } from "../helpers/read-counter";
import { textMatches, textTokens } from "../../src/lib/search-text";
import { highlightTokens } from "../../src/modules/annotations";
import { commentTokens } from "../../src/modules/annotations/comments.service";
import { BODY_TERMS_MAX, bodyText, searchTermsOf } from "../../src/modules/library/search-terms";
import { BODY_WORDS, CJK_WORDS, englishBody, phrase, random } from "../helpers/bench-text";

const ARTICLES = 5_000;
const HIGHLIGHTS = 20_000;
const COMMENTS = 2_000;
/** A word only in some bodies, never in a title or a note: found only by the body search. */
const BODY_ONLY = "quayside";
const figures: string[] = [];
let user: SyncedUser;

interface Library {
  maxTerms: number;
  maxTermsBytes: number;
}

async function writeLibrary(uid: string): Promise<Library> {
  const db = getFirestore();
  const next = random(42);
  const articles: Array<{ id: string; title: string }> = [];
  const writes: Array<(batch: WriteBatch) => void> = [];
  let maxTerms = 0;
  let maxTermsBytes = 0;
  for (let i = 0; i < ARTICLES; i++) {
    const ref = db.collection("articles").doc();
    const cjk = i % 10 === 0;
    const title = cjk ? `${phrase(next, 4, CJK_WORDS, "")} ${i}` : `${phrase(next, 4)} ${i}`;
    const body = cjk
      ? `<p>${phrase(next, BODY_WORDS, CJK_WORDS, "")}。</p>`
      : englishBody(next, i % 33 === 0 ? ` ${BODY_ONLY}` : "");
    const terms = searchTermsOf(ref.id, uid, 0, body, "html");
    maxTerms = Math.max(maxTerms, terms.terms.length);
    maxTermsBytes = Math.max(maxTermsBytes, Buffer.byteLength(JSON.stringify(terms)));
    articles.push({ id: ref.id, title });
    const createdAt = Timestamp.fromMillis(Date.now() - i * 60_000);
    writes.push((batch) => {
      batch.set(ref, {
        userId: uid,
        title,
        titleTokens: textTokens(title),
        inTrash: false,
        deletedAt: null,
        folderId: null,
        tagIds: [],
        url: null,
        author: "Bench",
        siteName: null,
        preview: bodyText(body, "html").slice(0, 150),
        contentType: "html",
        contentLength: body.length,
        chunkCount: 1,
        importedFrom: "manual",
        firstHighlightText: null,
        highlightCount: 4,
        commentCount: 0,
        lastViewed: null,
        createdAt,
        updatedAt: createdAt,
      });
      batch.set(ref.collection("chunks").doc("0"), { index: 0, text: body });
      batch.set(ref.collection("searchTerms").doc("0"), terms);
    });
  }
  const highlightIds: Array<{ id: string; articleId: string }> = [];
  for (let i = 0; i < HIGHLIGHTS; i++) {
    const article = articles[i % ARTICLES]!;
    const text = i % 10 === 0 ? phrase(next, 8, CJK_WORDS, "") : phrase(next, 12);
    const ref = db.collection("highlights").doc();
    highlightIds.push({ id: ref.id, articleId: article.id });
    writes.push((batch) =>
      batch.set(ref, {
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
  for (let i = 0; i < COMMENTS; i++) {
    const on = highlightIds[i * 7]!;
    const text = phrase(next, 20);
    const createdAt = Timestamp.fromMillis(Date.now() - i * 1000);
    writes.push((batch) =>
      batch.set(db.collection("comments").doc(), {
        articleId: on.articleId,
        articleOwnerId: uid,
        highlightId: on.id,
        userId: uid,
        text,
        textTokens: commentTokens(text),
        createdAt,
        updatedAt: createdAt,
      }),
    );
  }
  // Firestore takes at most 500 writes a batch; an article is three.
  for (let start = 0; start < writes.length; start += 600) {
    await Promise.all(
      Array.from({ length: 4 }, async (_, part) => {
        const batch = db.batch();
        for (const write of writes.slice(start + part * 150, start + (part + 1) * 150)) write(batch);
        await batch.commit();
      }),
    );
  }
  return { maxTerms, maxTermsBytes };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The naive way: read every article, body, highlight and comment of the user and filter in memory. */
async function naiveSearch(uid: string, q: string): Promise<{ reads: number; found: number }> {
  const db = getFirestore();
  const [articles, chunks, highlights, comments] = await Promise.all([
    db.collection("articles").where("userId", "==", uid).get(),
    db.collectionGroup("chunks").get(),
    db.collection("highlights").where("articleOwnerId", "==", uid).get(),
    db.collection("comments").where("articleOwnerId", "==", uid).get(),
  ]);
  const found =
    articles.docs.filter((d) => textMatches(d.get("title"), q)).slice(0, 8).length +
    chunks.docs.filter((d) => textMatches(bodyText(String(d.get("text")), "html"), q)).slice(0, 8).length +
    highlights.docs.filter((d) => textMatches(d.get("text"), q)).slice(0, 8).length +
    comments.docs.filter((d) => textMatches(d.get("text"), q)).slice(0, 8).length;
  return { reads: articles.size + chunks.size + highlights.size + comments.size, found };
}

let library: Library;

beforeAll(async () => {
  user = await syncedUser("searcher");
  const started = performance.now();
  library = await writeLibrary(user.uid);
  figures.push(
    `library: ${ARTICLES} articles with bodies (${ARTICLES / 10} Japanese or Chinese), ${HIGHLIGHTS} highlights and ` +
      `${COMMENTS} comments written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    `body search terms: at most ${library.maxTerms} terms in one document (bound ${BODY_TERMS_MAX}), ` +
      `${(library.maxTermsBytes / 1024).toFixed(1)} KiB; index entries at most ${library.maxTerms + 3} of 40,000 (one a term, and the owner's and the article's)`,
  );
}, 900_000);

afterAll(() => {
  console.log(`\nSearch figures (this machine, Firestore emulator)\n${figures.join("\n")}\n`);
});

describe("search figures", () => {
  it("reads about what it shows, in every group and script, whatever the library's size", async () => {
    const queries = ["harb", "lighthouse", "moon orbit", BODY_ONLY, "学習", "处理", "灯台 潮", "zzz"];
    const rows: string[] = [];
    const times: number[] = [];
    const ratios: number[] = [];
    for (const q of queries) {
      const started = performance.now();
      const { result, reads } = await countReads(() =>
        user.call.get(`/api/search?q=${encodeURIComponent(q)}`),
      );
      const ms = performance.now() - started;
      expect(result.status).toBe(200);
      const body = result.body as Record<string, unknown[]>;
      const shown = Object.values(body).reduce((sum, group) => sum + group.length, 0);
      const groups = Object.entries(body)
        .map(([name, group]) => `${name} ${group.length}`)
        .join(", ");
      times.push(ms);
      if (shown) ratios.push(reads / shown);
      rows.push(
        `  ${q.padEnd(11)} shown ${String(shown).padStart(2)} (${groups}); read ${reads}; ${ms.toFixed(0)} ms`,
      );
    }
    figures.push(
      `indexed search (GET /api/search, ${queries.length} queries, one run each):`,
      ...rows,
      `  median ${median(times).toFixed(0)} ms; documents read per document shown: median ${median(ratios).toFixed(2)}, max ${Math.max(...ratios).toFixed(2)}`,
    );
    const naiveTimes: number[] = [];
    const naiveReads: number[] = [];
    for (const q of ["lighthouse", BODY_ONLY]) {
      const started = performance.now();
      const { reads } = await naiveSearch(user.uid, q);
      naiveTimes.push(performance.now() - started);
      naiveReads.push(reads);
    }
    figures.push(
      `naive scan of the same data (2 queries): median ${median(naiveTimes).toFixed(0)} ms, documents read per search: ${median(naiveReads)}`,
    );
    // The emulator answers each query by scanning its collection, so a search of ten queries over
    // 40,000 documents takes tens of seconds here (production answers from its indexes).
  }, 3_600_000);
});
