// What the body search index stores per article, documents and index entries, by Firestore's
// storage-size rules (lib/production-guard/stored-bytes.ts), before and after it moved to one
// single-field index with each term in one chunk only (docs/decisions.md, "The body search
// index"). "Before" is today's firestore.indexes.json with the two composite indexes of
// searchTerms put back and `terms` exempt again, and every chunk keeping all its terms. Prints the
// figures recorded in docs/benchmarks.md (bench:search-cost).
import { beforeAll, describe, expect, it } from "vitest";
import { readIndexConfig } from "../../src/lib/production-guard/guard";
import type { IndexConfig, ProtoValue } from "../../src/lib/production-guard/indexes";
import { storedBytes } from "../../src/lib/production-guard/stored-bytes";
import { bodySearchTerms, searchTermsOf, type SearchTermsDoc } from "../../src/modules/library/search-terms";
import { englishBody, random } from "../helpers/bench-text";

/** A Firestore auto id and a Firebase Auth uid have these lengths. */
const ARTICLE_ID = "a".repeat(20);
const UID = "u".repeat(28);
/** A body chunk's length (library.repository.ts). */
const CHUNK_CHARACTERS = 250_000;

const after = readIndexConfig();
const before: IndexConfig = {
  indexes: [
    ...after.indexes,
    ...["userId", "articleId"].map((fieldPath) => ({
      collectionGroup: "searchTerms",
      queryScope: "COLLECTION_GROUP" as const,
      fields: [
        { fieldPath, order: "ASCENDING" as const },
        { fieldPath: "terms", arrayConfig: "CONTAINS" as const },
      ],
    })),
  ],
  fieldOverrides: [
    ...after.fieldOverrides.filter(
      (o) =>
        o.collectionGroup !== "searchTerms" ||
        !["terms", "articleId", "chunk", "termCount"].includes(o.fieldPath),
    ),
    { collectionGroup: "searchTerms", fieldPath: "terms", indexes: [] },
  ],
};

const proto = (value: unknown): ProtoValue => {
  if (Array.isArray(value)) return { arrayValue: { values: value.map(proto) } };
  if (typeof value === "number") return { integerValue: String(value) };
  return { stringValue: String(value) };
};

/** The bytes the terms documents of one article store, and their index entries. */
function cost(config: IndexConfig, docs: SearchTermsDoc[]) {
  return docs.reduce(
    (sum, doc) => {
      const name = `projects/p/databases/(default)/documents/articles/${ARTICLE_ID}/searchTerms/${doc.chunk}`;
      const fields = Object.fromEntries(Object.entries(doc).map(([key, value]) => [key, proto(value)]));
      const bytes = storedBytes(config, name, fields);
      return {
        terms: sum.terms + doc.termCount,
        entries: sum.entries + bytes.entries,
        bytes: sum.bytes + bytes.document + bytes.indexBytes,
      };
    },
    { terms: 0, entries: 0, bytes: 0 },
  );
}

const chunksOf = (body: string) =>
  Array.from({ length: Math.ceil(body.length / CHUNK_CHARACTERS) }, (_, i) =>
    body.slice(i * CHUNK_CHARACTERS, (i + 1) * CHUNK_CHARACTERS),
  );

/**
 * A long text of natural shape: 8 chunks' worth of words drawn from a vocabulary of 30,000
 * (seeded syllable words), the rank-r word about 1/r as often as the first (Zipf), as a book's.
 */
function bookBody(): string {
  const next = random(7);
  const syllables = "ka lo mi nu se ta ri po ve da shi ren gol bar fin mor tel quo zan wex".split(" ");
  const vocabulary = Array.from({ length: 30_000 }, (_, rank) => {
    let word = "";
    for (let n = rank + 1; n > 0; n = Math.floor(n / syllables.length))
      word += syllables[n % syllables.length];
    return word;
  });
  const harmonic = Math.log(vocabulary.length) + 0.5772;
  const words: string[] = [];
  let length = 0;
  while (length < 8 * CHUNK_CHARACTERS - 20) {
    // Inverse of the Zipf distribution's cumulative share, approximately: rank = e^(u·H).
    const rank = Math.min(vocabulary.length, Math.floor(Math.exp(next() * harmonic)));
    const word = vocabulary[rank - 1]!;
    words.push(word);
    length += word.length + 1;
  }
  return words.join(" ").slice(0, 8 * CHUNK_CHARACTERS - 1);
}

/** Words all distinct in their first letters (search-terms-commits.test.ts): each chunk full. */
const distinctBody = () =>
  Array.from({ length: 260_000 }, (_, i) => `w${i.toString(36)}x`)
    .join(" ")
    .slice(-1_990_000);

describe("a document's stored bytes", () => {
  it("when a terms document of one term is measured, then its size and its entries' are the documented sums", () => {
    const name = `projects/p/databases/(default)/documents/articles/${ARTICLE_ID}/searchTerms/0`;
    const doc = searchTermsOf(ARTICLE_ID, UID, 0, "ab", "text");
    const fields = Object.fromEntries(Object.entries(doc).map(([key, value]) => [key, proto(value)]));
    const bytes = storedBytes(after, name, fields);
    // Name: articles (9) + id (21) + searchTerms (12) + 0 (2) + 16 = 60. A collection-group
    // entry: name, field name, value, group id (12), 32. userId (7 + 29): collection scope with
    // the parent's name (9 + 21 + 16 = 46) and group scope; articleId (10 + 21) group scope;
    // terms (6) one element "ab" (3); chunk and termCount none.
    const userId = 60 + 7 + 29 + 46 + 32 + (60 + 7 + 29 + 12 + 32);
    const articleId = 60 + 10 + 21 + 12 + 32;
    const terms = 60 + 6 + 3 + 12 + 32;
    expect(bytes).toEqual({
      document: 60 + 36 + 31 + 14 + 9 + 18 + 32,
      entries: 4,
      indexBytes: userId + articleId + terms,
    });
  });
});

/** Tokenising two long bodies twice takes seconds on this machine. */
const SLOW_MS = 120_000;

describe("what the body search index stores per article", () => {
  const bodies = [
    { name: "bench article (300 words)", body: englishBody(random(42)) },
    { name: "book (8 chunks, Zipf words)", body: bookBody() },
    { name: "word list (8 full chunks)", body: distinctBody() },
  ];
  let rows: Array<{
    name: string;
    chunks: number;
    old: ReturnType<typeof cost>;
    now: ReturnType<typeof cost>;
    docs: SearchTermsDoc[];
  }>;

  beforeAll(() => {
    rows = bodies.map(({ name, body }) => {
      const chunks = chunksOf(body);
      const old = cost(
        before,
        chunks.map((text, chunk) => searchTermsOf(ARTICLE_ID, UID, chunk, text, "html")),
      );
      const docs = bodySearchTerms(ARTICLE_ID, UID, chunks, "html");
      return { name, chunks: chunks.length, old, now: cost(after, docs), docs };
    });
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    console.log(
      [
        "\nBody search index per article (documents + index entries, Firestore storage-size rules)",
        ...rows.map(
          ({ name, chunks, old, now }) =>
            `  ${name}, ${chunks} chunk(s): before ${old.terms} terms, ${old.entries} entries, ${kib(old.bytes)}; ` +
            `after ${now.terms} terms, ${now.entries} entries, ${kib(now.bytes)} (${((100 * now.bytes) / old.bytes).toFixed(0)}%)`,
        ),
      ].join("\n"),
    );
  }, SLOW_MS);

  it("when a body is indexed, then it stores at most half the bytes it did with two composite indexes", () => {
    for (const { old, now } of rows) expect(now.bytes).toBeLessThanOrEqual(old.bytes / 2);
  });

  it("when a long body is indexed, then each term is kept once, in the first chunk that has it, and no chunk over its bound", () => {
    for (const { docs } of rows) {
      const all = docs.flatMap((doc) => doc.terms);
      expect(new Set(all).size).toBe(all.length);
      for (const doc of docs) expect(doc.termCount).toBe(doc.terms.length);
      expect(Math.max(...docs.map((doc) => doc.termCount))).toBeLessThanOrEqual(15_000);
    }
  });
});
