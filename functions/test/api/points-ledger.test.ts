// The activity ledger wired into every action (issue 11, point 1): each action earns its points
// once, in its own transaction (a ledger entry, the totals and the day); deleting takes them back.
import { beforeAll, describe, expect, it } from "vitest";
import { ACTIONS, dayKey } from "../../src/shared";
import { syncedUser, type SyncedUser } from "../helpers/users";
import { activityOf, countWrites, daysOf, progressOf } from "../helpers/progress";

const CONTENT = "Harbours shelter boats.\n\nLighthouses guide them home at night.";
const TEXT = "Harbours shelter boats.Lighthouses guide them home at night.";

function highlightBody(articleId: string, text: string) {
  const start = TEXT.indexOf(text);
  return {
    articleId,
    text,
    startOffset: start,
    endOffset: start + text.length,
    prefix: TEXT.slice(Math.max(0, start - 32), start),
    suffix: TEXT.slice(start + text.length, start + text.length + 32),
  };
}

const today = () => dayKey(new Date(), "UTC");

let ada: SyncedUser;
let articleId: string;

beforeAll(async () => {
  ada = await syncedUser("ada");
  articleId = (await ada.call.post("/api/articles").send({ title: "Harbours", content: CONTENT })).body.id;
});

describe("highlights earn points", () => {
  it("when a highlight is made, then one entry, the totals and the day count it in the same commit", async () => {
    const before = await progressOf(ada.uid);
    const { result: created, writes } = await countWrites(() =>
      ada.call.post("/api/highlights").send(highlightBody(articleId, "Harbours")),
    );
    expect(created.status).toBe(201);
    const after = (await progressOf(ada.uid))!;
    expect(after.totalPoints - (before?.totalPoints ?? 0)).toBe(ACTIONS.highlight_created.points);
    expect(after.counts.highlight).toBe(1);
    expect(after.achievements["highlight-1"]).toMatchObject({ type: "highlight", threshold: 1, isNew: true });
    const entries = (await activityOf(ada.uid)).filter((e) => e.type === "highlight_created");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ points: 5, category: "analysis", articleId, context: "Harbours" });
    const day = (await daysOf(ada.uid))[today()]!;
    expect(day.highlightsCount).toBe(1);
    // The highlight and the article's counters, plus the ledger's three: entry, totals, day.
    const ledgerWrites = writes.filter((path) => !/^(highlights|articles)\//.test(path));
    expect(ledgerWrites.sort()).toEqual([
      `progress/${ada.uid}`,
      expect.stringMatching(new RegExp(`^users/${ada.uid}/activity/`)),
      `users/${ada.uid}/days/${today()}`,
    ]);
    expect(writes).toHaveLength(5);
  });

  it("when the highlight is deleted, then its points and count are taken back once, however often it is asked", async () => {
    const created = await ada.call.post("/api/highlights").send(highlightBody(articleId, "Lighthouses"));
    const before = (await progressOf(ada.uid))!;
    const deletions = await Promise.all(
      [1, 2, 3].map(() => ada.call.delete(`/api/highlights/${created.body.id}`)),
    );
    expect(deletions.filter((r) => r.status === 204).length).toBeGreaterThanOrEqual(1);
    const after = (await progressOf(ada.uid))!;
    expect(before.totalPoints - after.totalPoints).toBe(5);
    expect(after.counts.highlight).toBe(before.counts.highlight - 1);
    const entries = await activityOf(ada.uid);
    expect(entries.filter((e) => e.type === "highlight_created" && e.undo)).toHaveLength(1);
    expect((await daysOf(ada.uid))[today()]!.highlightsCount).toBe(1);
  });
});
