// GET /api/user/points, /achievements and /latest-milestone, and the two marks: shapes as
// docs/product-spec.md §3 gives them, figures from what the user did, other users' ids ignored or 404,
// bad bodies 400, and what a request costs.
import { beforeAll, describe, expect, it } from "vitest";
import {
  ACTIONS,
  achievementSchema,
  addDays,
  dayKey,
  milestoneSchema,
  pointsSummarySchema,
} from "../../src/shared";
import { syncedUser, type SyncedUser } from "../helpers/users";
import { countReads } from "../helpers/read-counter";
import { countWrites, progressOf } from "../helpers/progress";
import { signUpWithPassword, uniqueName } from "../helpers/auth-emulator";
import { api } from "../helpers/api";
import { atTime } from "../../src/lib/clock";

const CONTENT = "Harbours shelter boats.\n\nLighthouses guide them home at night.";
const TEXT = "Harbours shelter boats.Lighthouses guide them home at night.";
const WORDS = ["Harbours", "shelter", "boats", "Lighthouses", "guide", "them", "home", "at", "night"];

function highlightBody(articleId: string, text: string) {
  const start = TEXT.indexOf(text);
  return { articleId, text, startOffset: start, endOffset: start + text.length };
}

let ada: SyncedUser;
let ben: SyncedUser;
let articleId: string;
let tagId: string;

beforeAll(async () => {
  [ada, ben] = await Promise.all([syncedUser("ada"), syncedUser("ben")]);
  articleId = (await ada.call.post("/api/articles").send({ title: "Harbours", content: CONTENT })).body.id;
  tagId = (await ada.call.post("/api/tags").send({ name: "Sea", color: "#3B82F6" })).body.id;
  await ada.call.put(`/api/articles/${articleId}/tags/${tagId}`);
  // Ten highlights, one after another: the tenth is a milestone.
  for (let index = 0; index < 10; index++) {
    const response = await ada.call.post("/api/highlights").send(highlightBody(articleId, WORDS[index % 9]!));
    expect(response.status).toBe(201);
  }
});

describe("GET /api/user/points", () => {
  it("when a user has acted, then the summary adds up what they did, newest entries first", async () => {
    const response = await ada.call.get("/api/user/points");
    expect(response.status).toBe(200);
    const summary = pointsSummarySchema.parse(response.body);
    const total = ACTIONS.daily_sign_in.points + ACTIONS.article_created.points + 10 * 5;
    const today = dayKey(new Date(), "UTC");
    expect(summary).toMatchObject({
      totalPoints: total,
      level: 1,
      nextLevelPoints: 100,
      categoryBreakdown: { creation: 15, analysis: 50, curation: 2, collaboration: 0 },
      streakDays: 1,
      // Nothing in the 7 days before: all growth.
      weeklyGrowth: 100,
      expertise: [{ name: "Sea", level: 2, points: 65 }],
    });
    expect(summary.rankPercentile).toBeGreaterThanOrEqual(0);
    expect(summary.rankPercentile).toBeLessThanOrEqual(100);
    expect(summary.recentPoints).toHaveLength(10);
    expect(summary.recentPoints[0]).toMatchObject({
      amount: 5,
      action: "Highlighted a passage",
      type: "highlight_created",
      category: "analysis",
      context: "Harbours",
      articleId,
    });
    const times = summary.recentPoints.map((entry) => entry.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    expect(summary.lastSevenDays.map((d) => d.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)),
    );
    expect(summary.lastSevenDays.at(-1)).toEqual({ date: today, points: total });
  });

  it("when a user has done nothing but sign in, then the summary is the sign-in's, with no expertise", async () => {
    const summary = pointsSummarySchema.parse((await ben.call.get("/api/user/points")).body);
    expect(summary).toMatchObject({
      totalPoints: 2,
      level: 1,
      streakDays: 1,
      expertise: [],
      recentPoints: [expect.objectContaining({ type: "daily_sign_in", amount: 2, action: "Daily sign-in" })],
    });
  });

  it("when the summary is read, then it costs the totals, the newest entries, the distribution and the areas' tags", async () => {
    const { result, reads } = await countReads(() => ada.call.get("/api/user/points"));
    expect(result.status).toBe(200);
    // progress/{uid} 1 + the 10 newest entries + platform/pointsDistribution 1 + one tag.
    expect(reads).toBe(13);
    const quiet = await countReads(() => ben.call.get("/api/user/points"));
    // progress 1 + one entry + the distribution; no tags read without expertise.
    expect(quiet.reads).toBe(3);
  });
});

describe("achievements", () => {
  it("when achievements are unlocked, then they are listed newest first, new until seen", async () => {
    const { result, reads } = await countReads(() => ada.call.get("/api/user/achievements"));
    expect(reads).toBe(1);
    const list = result.body.map((a: unknown) => achievementSchema.parse(a));
    expect(list.map((a: { title: string }) => a.title)).toEqual([
      "10 highlights",
      "First highlight",
      "First article",
    ]);
    expect(list[0]).toMatchObject({
      type: "highlight",
      count: 10,
      isNew: true,
      badgeName: "Silver Highlighter",
    });
    expect(list.map((a: { id: number }) => a.id)).toEqual([3, 2, 1]);
  });

  it("when another user marks ada's ids seen, then nothing of ada's changes; when ada does, then only those clear", async () => {
    const before = (await progressOf(ada.uid))!;
    expect((await ben.call.post("/api/user/achievements/seen").send({ ids: [1, 2, 3] })).status).toBe(204);
    expect((await progressOf(ada.uid))!.achievements).toEqual(before.achievements);

    const { result, writes } = await countWrites(() =>
      ada.call.post("/api/user/achievements/seen").send({ ids: [1, 2, 999] }),
    );
    expect(result.status).toBe(204);
    expect(writes).toEqual([`progress/${ada.uid}`]);
    const list = (await ada.call.get("/api/user/achievements")).body as Array<{ id: number; isNew: boolean }>;
    expect(list.map((a) => [a.id, a.isNew])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    // Seeing is not a change of points: the ranking job's marker and count stay as they were.
    const after = (await progressOf(ada.uid))!;
    expect([after.pendingRank, after.rankedPoints]).toEqual([before.pendingRank, before.rankedPoints]);
  });

  it("when the body is not a list of ids, then 400 with the field's message and nothing changes", async () => {
    const before = (await progressOf(ada.uid))!.achievements;
    for (const body of [
      {},
      { ids: [] },
      { ids: ["3"] },
      { ids: [0] },
      { ids: [3], extra: true },
      { ids: 3 },
    ]) {
      const response = await ada.call.post("/api/user/achievements/seen").send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(typeof response.body.error).toBe("string");
    }
    expect((await ada.call.post("/api/user/achievements/seen").send({ ids: [] })).body.error).toBe(
      "ids: Send at least one achievement id.",
    );
    expect((await progressOf(ada.uid))!.achievements).toEqual(before);
  });
});

describe("the latest milestone", () => {
  it("when a milestone is unlocked, then it is offered until shown, reading it changes nothing, and after shown it is null", async () => {
    const first = await ada.call.get("/api/user/latest-milestone");
    expect(first.status).toBe(200);
    expect(milestoneSchema.parse(first.body)).toEqual({
      id: 3,
      title: "10 highlights",
      description: "You have reached 10 highlights.",
      iconColor: "#f59e0b",
      badgeName: "Silver Highlighter",
      count: 10,
      type: "highlight",
    });
    expect((await ada.call.get("/api/user/latest-milestone")).body).toEqual(first.body);
    // Ben has no milestone: null, and ada's id is not his to mark.
    expect((await ben.call.get("/api/user/latest-milestone")).body).toBeNull();
    expect((await ben.call.post("/api/user/latest-milestone/shown").send({ id: 3 })).status).toBe(404);
    // A first achievement is no milestone.
    expect((await ada.call.post("/api/user/latest-milestone/shown").send({ id: 2 })).status).toBe(404);
    expect((await ada.call.post("/api/user/latest-milestone/shown").send({ id: 3 })).status).toBe(204);
    const after = await ada.call.get("/api/user/latest-milestone");
    expect(after.status).toBe(200);
    expect(after.body).toBeNull();
    expect((await progressOf(ada.uid))!.milestoneShownId).toBe(3);
  });

  it("when the body is not one id, then 400", async () => {
    for (const body of [{}, { id: "3" }, { id: 0 }, { id: 1.5 }, { id: 3, more: 1 }]) {
      expect((await ada.call.post("/api/user/latest-milestone/shown").send(body)).status).toBe(400);
    }
  });
});

describe("the streak in the summary", () => {
  it("when the user acted yesterday and not yet today, then yesterday's streak is kept; after a day without, it is gone", async () => {
    // Signed up on the first of the three days (the clock set back), so every sign-in is new.
    const user = await signUpWithPassword();
    const call = api(user.idToken);
    const day = (offset: number) => new Date(Date.UTC(2026, 0, 10 + offset, 12));
    for (const offset of [0, 1, 2]) {
      const synced = await atTime(day(offset), () =>
        call.post("/api/auth/sync").send({ displayName: uniqueName("streak"), isNewAccount: offset === 0 }),
      );
      expect(synced.status).toBeLessThan(300);
    }
    const streakOn = async (offset: number) =>
      (await atTime(day(offset), () => call.get("/api/user/points"))).body.streakDays;
    expect(await streakOn(2)).toBe(3);
    expect(await streakOn(3)).toBe(3);
    expect(await streakOn(4)).toBe(0);
  });
});
