// Seeding for the reader-day bench, written straight to Firestore in the shapes the app stores
// (as search.bench.test.ts does) and never counted as the day's cost: a library of saved articles
// (each with its body chunk and its search terms, and an address the extension can match), and a
// pool of readers who are friends.
import { Timestamp, type WriteBatch } from "firebase-admin/firestore";
import { expect } from "vitest";
import { db } from "../../../src/lib/firebase";
import { textTokens } from "../../../src/lib/search-text";
import { bodyText, searchTermsOf } from "../../../src/modules/library/search-terms";
import { canonicalUrl } from "../../../src/shared";
import { makeFriends, syncedUser, type SyncedUser } from "../../helpers/users";

const WORDS = (
  "harbour lighthouse keeper ledger winter storm ferry timetable market river bridge library reading " +
  "octopus neuron memory map compass garden kitchen bread recipe walking city street tram station " +
  "mountain valley forest island coast tide moon orbit planet comet telescope archive letter diary"
).split(" ");

/** A deterministic pseudo-random sequence, so every run seeds the same library. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export function phrase(next: () => number, words: number): string {
  return Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]).join(" ");
}

const SYLLABLES = "ka lo mi ter van sul dor pe ri ston gal mur en tos bel".split(" ");

/**
 * A sentence as an article's: half its words from the common list, half from a thousand rarer
 * made-up ones, so a 1,500-word body has about as many distinct terms (some 500) as a real one,
 * and its search terms and their index entries weigh what a real article's do.
 */
function prose(next: () => number, words: number): string {
  const rare = () => {
    const n = Math.floor(next() * 1_000);
    return SYLLABLES[n % 15]! + SYLLABLES[Math.floor(n / 15) % 15]! + SYLLABLES[Math.floor(n / 225) % 15]!;
  };
  return Array.from({ length: words }, () => (next() < 0.5 ? phrase(next, 1) : rare())).join(" ");
}

/** Paragraphs of a body of about `words` words, and its text as highlights address it (joined). */
export function body(next: () => number, words: number): { content: string; text: string } {
  const paragraphs = Array.from({ length: Math.ceil(words / 60) }, () => `${prose(next, 60)}.`);
  return { content: paragraphs.join("\n\n"), text: paragraphs.join("") };
}

/** Adds `count` saved articles to `uid`'s library (about 1,800 characters of body each). */
export async function seedLibrary(uid: string, count: number, offset = 0): Promise<void> {
  const next = random(7 + offset);
  const writes: Array<(batch: WriteBatch) => void> = [];
  for (let i = 0; i < count; i++) {
    const ref = db().collection("articles").doc();
    const title = `${phrase(next, 4)} ${offset + i}`;
    const html = `<p>${phrase(next, 150)}.</p><p>${phrase(next, 150)}.</p>`;
    const url = `https://example.org/${uid.slice(0, 6)}/${offset + i}`;
    const createdAt = Timestamp.fromMillis(Date.now() - (offset + i) * 60_000 - 86_400_000);
    writes.push((batch) => {
      batch.set(ref, {
        userId: uid,
        title,
        titleTokens: textTokens(title),
        url,
        canonicalUrl: canonicalUrl(url),
        inTrash: false,
        deletedAt: null,
        folderId: null,
        tagIds: [],
        author: "Bench",
        siteName: "example.org",
        preview: bodyText(html, "html").slice(0, 150),
        contentType: "html",
        contentLength: html.length,
        chunkCount: 1,
        importedFrom: "url",
        firstHighlightText: null,
        highlightCount: 0,
        commentCount: 0,
        lastViewed: null,
        createdAt,
        updatedAt: createdAt,
      });
      batch.set(ref.collection("chunks").doc("0"), { index: 0, text: html });
      batch.set(ref.collection("searchTerms").doc("0"), searchTermsOf(ref.id, uid, 0, html, "html"));
    });
  }
  // At most 500 writes a commit; an article is three. Four commits at once.
  for (let start = 0; start < writes.length; start += 600) {
    await Promise.all(
      Array.from({ length: 4 }, async (_, part) => {
        const slice = writes.slice(start + part * 150, start + (part + 1) * 150);
        if (!slice.length) return;
        const batch = db().batch();
        for (const write of slice) write(batch);
        await batch.commit();
      }),
    );
  }
}

/** `count` synced readers, signed up eight at a time. */
export async function readers(count: number, label: string): Promise<SyncedUser[]> {
  const made: SyncedUser[] = [];
  for (let start = 0; start < count; start += 8) {
    const size = Math.min(8, count - start);
    made.push(...(await Promise.all(Array.from({ length: size }, () => syncedUser(label)))));
  }
  return made;
}

/** Makes `user` friends with each of `others`. */
export async function befriend(user: SyncedUser, others: SyncedUser[]): Promise<void> {
  for (let start = 0; start < others.length; start += 10) {
    await Promise.all(others.slice(start, start + 10).map((other) => makeFriends(user, other)));
  }
}

/** An article saved through the API, with the text its highlights address. */
export async function savedArticle(user: SyncedUser, seed: number, words = 1_500) {
  const { content, text } = body(random(seed), words);
  const response = await user.call
    .post("/api/articles")
    .send({ title: `Bench article ${seed}`, content, author: "Bench" });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { id: String(response.body.id), text };
}
