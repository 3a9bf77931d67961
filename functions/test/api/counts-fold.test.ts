// The fold job (annotations/counts-fold.job.ts): counter shards that no change folded, as a fold
// that lost every race or whose instance stopped would leave them, reach their article on the
// job's next run, once.
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { syncedUser, type SyncedUser } from "../helpers/users";
import { countWrites } from "../helpers/progress";
import { foldPendingCounts } from "../../src/modules/annotations";
import { exactArticleCounts } from "../../src/modules/library";

const db = () => getFirestore();
const TEXT = "The tide came in over the flats faster than a man could walk.";

let owner: SyncedUser;
let articleId: string;

beforeAll(async () => {
  owner = await syncedUser("folder");
  const saved = await owner.call.post("/api/articles").send({ title: "Flats", content: TEXT, author: "A" });
  expect(saved.status).toBe(201);
  articleId = saved.body.id;
});

describe("foldPendingCounts", () => {
  it("when a highlight's shard was left pending, then the job folds it onto the article once, with the first highlight", async () => {
    const text = "faster than a man could walk";
    const start = TEXT.indexOf(text);
    const made = await owner.call
      .post("/api/highlights")
      .send({ articleId, text, startOffset: start, endOffset: start + text.length });
    expect(made.status).toBe(201);
    // As a fold that never ran leaves it: the article back to before the highlight, its change on a shard.
    const article = db().collection("articles").doc(articleId);
    await article.update({ highlightCount: FieldValue.increment(-1), firstHighlightText: null });
    await article
      .collection("counterShards")
      .doc("3")
      .set({ highlights: FieldValue.increment(1), pending: true }, { merge: true });
    expect((await article.get()).data()).toMatchObject({ highlightCount: 0, firstHighlightText: null });
    expect(await exactArticleCounts(articleId)).toMatchObject({ highlightCount: 1 });

    const report = await foldPendingCounts();
    expect(report.articles).toBeGreaterThanOrEqual(1);
    expect((await article.get()).data()).toMatchObject({ highlightCount: 1, firstHighlightText: text });
    expect((await article.collection("counterShards").where("pending", "==", true).get()).size).toBe(0);

    // A second run finds nothing of this article left to move.
    const { writes } = await countWrites(() => foldPendingCounts());
    expect((await article.get()).data()).toMatchObject({ highlightCount: 1 });
    expect(writes.filter((path) => path.includes(articleId))).toEqual([]);
  });
});
