// GET /api/home: Home's first screen in one answer. Each part equals what its own route answers
// for the same reader at the same moment; the question's dismissal and the contributors' ranking
// come only when they show; a second reader sees only their own; a uid the client sends is not
// trusted; the answer reads three documents fewer than the routes it replaces.
import { describe, expect, it } from "vitest";
import { atTime } from "../../src/lib/clock";
import { makeFriends, syncedUser, type SyncedUser } from "../helpers/users";
import { countReads } from "../helpers/read-counter";
import { api } from "../helpers/api";

const CONTENT = "Tides follow the moon and the sun together.\n\nLighthouse keepers wrote down every ship.";
/** A day of a year nobody else's test uses, so the question of the day is this file's own. */
const NOON = new Date("2032-05-12T12:00:00Z");

async function articleWithHighlight(user: SyncedUser, title: string) {
  const article = await user.call.post("/api/articles").send({ title, content: CONTENT, author: "A" });
  expect(article.status).toBe(201);
  const text = "Lighthouse keepers";
  const start = CONTENT.replace("\n\n", "").indexOf(text);
  const highlight = await user.call
    .post("/api/highlights")
    .send({ articleId: article.body.id, text, startOffset: start, endOffset: start + text.length });
  expect(highlight.status, JSON.stringify(highlight.body)).toBe(201);
  return { articleId: article.body.id as string, highlightId: highlight.body.id as string };
}

/** What Home asked before, one route at a time, in the same order of dependence. */
async function separately(user: SyncedUser) {
  const get = async (url: string) => {
    const response = await user.call.get(url);
    expect(response.status, `${url} ${JSON.stringify(response.body)}`).toBe(200);
    return response.body;
  };
  const notificationSettings = await get("/api/user/notifications");
  const dailyQuestion = await get("/api/daily-question");
  const questionShows = dailyQuestion !== null && notificationSettings.notifyDailyQuote !== false;
  return {
    notificationSettings,
    dailyQuestion,
    questionDismissed: questionShows
      ? await get(`/api/daily-question/is-dismissed?questionId=${encodeURIComponent(dailyQuestion.id)}`)
      : null,
    topContributors:
      notificationSettings.notifyWeeklyContributors === true ? await get("/api/contributors/top") : null,
    points: await get("/api/user/points"),
    latestMilestone: await get("/api/user/latest-milestone"),
    achievements: await get("/api/user/achievements"),
    incomingSpurqs: await get("/api/spurqs/incoming"),
    recentArticles: await get("/api/articles/recent?sort=newest&limit=6"),
  };
}

/**
 * Without the two platform-wide figures, which other test files' ranking jobs may change between
 * two calls: the reader's percentile and the contributors' ranking (only whether it came).
 */
function ownParts(screen: Record<string, unknown> & { points: object }) {
  const { rankPercentile: _percentile, ...points } = screen.points as { rankPercentile: number };
  return { ...screen, points, topContributors: Array.isArray(screen.topContributors) ? "ranking" : null };
}

async function home(user: SyncedUser) {
  const response = await user.call.get("/api/home");
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

describe("GET /api/home", () => {
  it("when a reader with articles, a friend's spurq and a question opens Home, then each part equals its own route's answer", async () => {
    const [reader, friend] = await Promise.all([syncedUser("home"), syncedUser("homefriend")]);
    await makeFriends(reader, friend);
    const own = await articleWithHighlight(reader, "Harbour notes");
    const theirs = await articleWithHighlight(friend, "Quayside notes");
    const spurq = await friend.call.post("/api/spurqs").send({
      recipientId: reader.uid,
      articleId: theirs.articleId,
      highlightId: theirs.highlightId,
      question: "Why?",
    });
    expect(spurq.status, JSON.stringify(spurq.body)).toBe(201);

    const together = await atTime(NOON, () => home(reader));
    expect(ownParts(together)).toEqual(ownParts(await atTime(NOON, () => separately(reader))));
    expect(together.recentArticles.items.map((article: { id: string }) => article.id)).toEqual([
      own.articleId,
    ]);
    expect(together.incomingSpurqs.items.map((item: { id: string }) => item.id)).toEqual([spurq.body.id]);
    expect(together.dailyQuestion).not.toBeNull();
    expect(together.questionDismissed).toEqual({ isDismissed: false });
    // The contributors card is on by default: this week's ranking comes with it.
    expect(Array.isArray(together.topContributors)).toBe(true);

    const dismissed = await reader.call
      .post("/api/daily-question/dismiss")
      .send({ questionId: together.dailyQuestion.id });
    expect(dismissed.status).toBe(204);
    expect((await atTime(NOON, () => home(reader))).questionDismissed).toEqual({ isDismissed: true });
  });

  it("when the daily quote and the contributors card are off, then neither the dismissal nor the ranking is read", async () => {
    const reader = await syncedUser("homeflags");
    await articleWithHighlight(reader, "Flagged notes");
    const flags = await reader.call
      .patch("/api/user/notifications")
      .send({ notifyDailyQuote: false, notifyWeeklyContributors: false });
    expect(flags.status, JSON.stringify(flags.body)).toBe(200);
    const together = await atTime(NOON, () => home(reader));
    expect(ownParts(together)).toEqual(ownParts(await atTime(NOON, () => separately(reader))));
    expect(together.dailyQuestion).not.toBeNull();
    expect(together.questionDismissed).toBeNull();
    expect(together.topContributors).toBeNull();
  });

  it("when a second and a third reader open Home, then each sees only their own, whatever uid they send", async () => {
    const [owner, second, third] = await Promise.all([
      syncedUser("homeowner"),
      syncedUser("homesecond"),
      syncedUser("homethird"),
    ]);
    await articleWithHighlight(owner, "Owner's private notes");
    for (const other of [second, third]) {
      const mine = await home(other);
      expect(mine.recentArticles.items).toEqual([]);
      expect(mine.incomingSpurqs.items).toEqual([]);
      expect(JSON.stringify(mine)).not.toContain("Owner's private notes");
      const forged = await Promise.all([
        api(other.idToken).get(`/api/home?firebaseUid=${owner.uid}`),
        api(other.idToken).get("/api/home").set("X-Firebase-Uid", owner.uid),
      ]);
      for (const response of forged) {
        expect(response.status).toBe(403);
        expect(JSON.stringify(response.body)).not.toContain("Owner's private notes");
      }
    }
    expect((await api("").get("/api/home")).status).toBe(401);
  });

  it("when Home is answered in one request, then it reads the reader's totals once where the nine routes read them four times", async () => {
    const [reader, friend] = await Promise.all([syncedUser("homereads"), syncedUser("homereadsfriend")]);
    await makeFriends(reader, friend);
    await articleWithHighlight(reader, "Counted notes");
    // Both answers once first, so the question of the day is chosen (and stored) before counting.
    await atTime(NOON, () => home(reader));
    const one = await countReads(() => atTime(NOON, () => home(reader)));
    const nine = await countReads(() => atTime(NOON, () => separately(reader)));
    expect(ownParts(one.result)).toEqual(ownParts(nine.result));
    expect(one.reads).toBe(nine.reads - 3);
  });
});
