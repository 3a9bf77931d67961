// A long body's search terms: each chunk's terms document holds up to 15,000 terms (those no
// earlier chunk has), ~15,000 index entries, much of what production lets one commit change. Saving, editing, searching and
// deleting a body of eight full chunks stays within every commit's budget (the production guard
// fails the run otherwise), the words of its last chunk are found, and nothing is left after.
import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { getFirestore } from "firebase-admin/firestore";
import { syncedUser, type SyncedUser } from "../helpers/users";
import { reindexOwnArticles } from "../../src/modules/library";
import { searchTermsOf } from "../../src/modules/library/search-terms";

let reader: SyncedUser;
const mark = `zt${randomUUID().slice(0, 6)}`;

/** Words all distinct in their first letters, so each chunk of 250,000 characters has its full 15,000 terms. */
function distinctWords(count: number, seed: string): string {
  const words: string[] = [];
  for (let i = 0; i < count; i++) words.push(`${seed}${i.toString(36)}x`);
  return words.join(" ");
}

beforeAll(async () => {
  reader = await syncedUser(`${mark}reader`);
});

const terms = (id: string) => getFirestore().collection(`articles/${id}/searchTerms`).get();

describe("a long body's search terms", () => {
  it("when an article of eight full chunks is saved, edited and deleted, then each step stays in budget and leaves no terms", async () => {
    // 1,990,000 characters: eight chunks, each of thousands of distinct words.
    const body = `${distinctWords(260_000, "w")} ${mark}end`.slice(-1_990_000);
    const created = await reader.call.post("/api/articles").send({ title: `Long ${mark}`, content: body });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const stored = await terms(id);
    expect(stored.size).toBe(8);
    for (const doc of stored.docs) {
      expect(doc.get("termCount")).toBe((doc.get("terms") as string[]).length);
      expect(doc.get("termCount")).toBeLessThanOrEqual(15_000);
    }
    expect(Math.max(...stored.docs.map((d) => d.get("termCount") as number))).toBe(15_000);

    const found = await reader.call.get(`/api/search?q=${mark}end`);
    expect(found.status).toBe(200);
    expect(found.body.articles.map((a: { id: string }) => a.id)).toContain(id);

    // An edit to a short body rewrites chunk 0's terms and deletes the other seven.
    const edited = await reader.call.patch(`/api/articles/${id}`).send({ content: `Short ${mark}new` });
    expect(edited.status).toBe(200);
    expect((await terms(id)).size).toBe(1);
    const old = await reader.call.get(`/api/search?q=${mark}end`);
    expect(old.body.articles.map((a: { id: string }) => a.id)).not.toContain(id);

    expect((await reader.call.delete(`/api/articles/${id}`)).status).toBeLessThan(300);
    expect((await reader.call.delete(`/api/articles/${id}/permanent`)).status).toBeLessThan(300);
    expect((await terms(id)).size).toBe(0);
  });

  it("when a body's terms are stored in the older format (every chunk all its terms), then a reindex keeps each term once and the body is still found", async () => {
    // Two chunks of the same 5,000 words; the last chunk alone ends with the mark.
    const vocabulary = Array.from({ length: 5_000 }, (_, i) => `v${i.toString(36)}q`);
    const words = Array.from({ length: 50_000 }, (_, i) => vocabulary[i % vocabulary.length]!);
    const body = `${words.join(" ")} ${mark}tail`;
    const created = await reader.call.post("/api/articles").send({ title: `Old ${mark}`, content: body });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const db = getFirestore();
    const article = (await db.doc(`articles/${id}`).get()).data()!;
    expect(article.chunkCount).toBe(2);
    const chunks = await db.collection(`articles/${id}/chunks`).orderBy("index").get();
    // As the older format stored them: each chunk its own terms, repeats and all.
    await Promise.all(
      chunks.docs.map((chunk, n) =>
        db
          .doc(`articles/${id}/searchTerms/${n}`)
          .set(searchTermsOf(id, reader.uid, n, String(chunk.get("text")), article.contentType)),
      ),
    );
    const oldTerms = (await terms(id)).docs.reduce((sum, doc) => sum + (doc.get("termCount") as number), 0);

    for (let after: string | null = await reindexOwnArticles(reader.uid, null); after;) {
      after = await reindexOwnArticles(reader.uid, after);
    }
    const stored = await terms(id);
    expect(stored.size).toBe(2);
    const [first, second] = stored.docs.map((doc) => doc.get("terms") as string[]);
    expect(second!.filter((term) => first!.includes(term))).toEqual([]);
    expect(second).toContain(`${mark}tail`.slice(0, 12));
    expect(stored.docs.reduce((sum, doc) => sum + (doc.get("termCount") as number), 0)).toBeLessThan(
      oldTerms,
    );
    const found = await reader.call.get(`/api/search?q=${mark}tail`);
    expect(found.body.articles.map((a: { id: string }) => a.id)).toContain(id);
    const early = await reader.call.get(`/api/search?q=${vocabulary[7]}`);
    expect(early.body.articles.map((a: { id: string }) => a.id)).toContain(id);
  });
});
