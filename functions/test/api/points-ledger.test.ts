// The activity ledger wired into every action: each action earns its points
// once, in its own transaction (a ledger entry, the totals and the day); deleting takes them back.
import { beforeAll, describe, expect, it } from "vitest";
import { ACTIONS, dayKey } from "../../src/shared";
import { atTime } from "../../src/lib/clock";
import { syncedUser, type SyncedUser } from "../helpers/users";
import { articlePage, html, startPageServer } from "../helpers/page-server";
import { textPdf } from "../helpers/pdfs";
import { activityOf, countWrites, daysOf, pointsOfType, progressOf } from "../helpers/progress";

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
    // The highlight and its counter shard, plus the ledger's three: entry, totals, day; then the
    // fold, after the transaction: the article and the shard it moved.
    const ledgerWrites = writes.filter((path) => !/^(highlights|articles)\//.test(path));
    expect(ledgerWrites.sort()).toEqual([
      `progress/${ada.uid}`,
      expect.stringMatching(new RegExp(`^users/${ada.uid}/activity/`)),
      `users/${ada.uid}/days/${today()}`,
    ]);
    expect(writes).toHaveLength(7);
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

describe("comments earn points", () => {
  it("when a comment is made and deleted, then its points come and go once", async () => {
    const highlight = await ada.call.post("/api/highlights").send(highlightBody(articleId, "boats"));
    const before = (await progressOf(ada.uid))!;
    const comment = await ada.call
      .post("/api/comments")
      .send({ highlightId: highlight.body.id, text: "Safe harbour." });
    expect(comment.status).toBe(201);
    const after = (await progressOf(ada.uid))!;
    expect(after.totalPoints - before.totalPoints).toBe(ACTIONS.comment_created.points);
    expect(after.counts.comment).toBe(before.counts.comment + 1);
    expect((await daysOf(ada.uid))[today()]!.commentsCount).toBe(1);
    await Promise.all([1, 2].map(() => ada.call.delete(`/api/comments/${comment.body.id}`)));
    const undone = (await progressOf(ada.uid))!;
    expect(undone.totalPoints).toBe(before.totalPoints);
    expect((await activityOf(ada.uid)).filter((e) => e.type === "comment_created" && e.undo)).toHaveLength(1);
    expect((await daysOf(ada.uid))[today()]!.commentsCount).toBe(0);
  });
});

describe("saving articles earns points", () => {
  it("when an article is written, completed or deleted for good, then the table's points are added and taken back", async () => {
    const user = await syncedUser("saver");
    const start = (await progressOf(user.uid))!.totalPoints;
    const written = await user.call.post("/api/articles").send({ title: "Written", content: CONTENT });
    const completed = await user.call
      .post("/api/articles/complete")
      .send({ title: "Completed", content: CONTENT, author: "Someone" });
    expect([written.status, completed.status]).toEqual([201, 201]);
    const saved = (await progressOf(user.uid))!;
    expect(saved.totalPoints - start).toBe(ACTIONS.article_created.points + ACTIONS.article_completed.points);
    expect(saved.counts.article).toBe(2);
    expect(saved.categoryPoints.creation).toBe(ACTIONS.article_created.points);
    const entries = await activityOf(user.uid);
    expect(entries.find((e) => e.type === "article_completed")).toMatchObject({
      articleId: completed.body.id,
      context: "Completed",
    });
    // A highlight of the owner on it goes with it; trashing alone takes nothing back.
    await user.call.post("/api/highlights").send(highlightBody(written.body.id, "Harbours"));
    await user.call.delete(`/api/articles/${written.body.id}`);
    const trashed = (await progressOf(user.uid))!.totalPoints;
    expect(trashed - start).toBe(
      ACTIONS.article_created.points + ACTIONS.article_completed.points + ACTIONS.highlight_created.points,
    );
    expect((await user.call.delete(`/api/articles/${written.body.id}/permanent`)).status).toBe(204);
    const deleted = (await progressOf(user.uid))!;
    expect(deleted.totalPoints - start).toBe(ACTIONS.article_completed.points);
    expect(deleted.counts).toMatchObject({ article: 1, highlight: 0 });
    const day = (await daysOf(user.uid))[today()]!;
    expect(day).toMatchObject({ articlesCount: 1, highlightsCount: 0 });
  });
});

/** Two users who became friends through a request and its acceptance. */
async function friends(a: SyncedUser, b: SyncedUser) {
  const request = await a.call.post("/api/friends/requests").send({ receiverId: b.uid });
  expect(request.status).toBe(201);
  const accepted = await b.call
    .patch(`/api/friends/requests/${request.body.id}`)
    .send({ status: "accepted" });
  expect(accepted.status).toBe(200);
}

describe("friends earn points", () => {
  it("when a request is accepted, then both earn a made friend naming the other, once per pair ever", async () => {
    const [kim, lee] = await Promise.all([syncedUser("kim"), syncedUser("lee")]);
    await friends(kim, lee);
    for (const [self, other] of [
      [kim, lee],
      [lee, kim],
    ] as const) {
      const entries = (await activityOf(self.uid)).filter((e) => e.type === "friend_made");
      expect(entries).toEqual([
        expect.objectContaining({ points: 20, personId: other.uid, context: other.username }),
      ]);
      expect((await progressOf(self.uid))!.counts.connection).toBe(1);
      expect((await daysOf(self.uid))[today()]!.friendsCount).toBe(1);
    }
    // Ending the friendship and making it again earns nothing more: points cannot be farmed.
    expect((await kim.call.delete(`/api/friends/${lee.uid}`)).status).toBe(204);
    const again = await lee.call.post("/api/friends/requests").send({ receiverId: kim.uid });
    // Kim asking back accepts Lee's request (the "accepted their request" path).
    expect((await kim.call.post("/api/friends/requests").send({ receiverId: lee.uid })).status).toBe(200);
    expect(again.status).toBe(201);
    expect((await kim.call.get("/api/friends")).body.items).toHaveLength(1);
    for (const user of [kim, lee]) {
      expect(pointsOfType(await activityOf(user.uid), "friend_made")).toBe(20);
    }
  });

  it("when two people ask each other, then accepting through a request of one's own counts for both", async () => {
    const [max, noa] = await Promise.all([syncedUser("max"), syncedUser("noa")]);
    expect((await max.call.post("/api/friends/requests").send({ receiverId: noa.uid })).status).toBe(201);
    expect((await noa.call.post("/api/friends/requests").send({ receiverId: max.uid })).status).toBe(200);
    for (const user of [max, noa]) {
      expect(pointsOfType(await activityOf(user.uid), "friend_made")).toBe(ACTIONS.friend_made.points);
    }
  });
});

describe("spurqs earn points", () => {
  it("when a spurq is sent, then its sender earns; when answered, then only the recipient's first reply earns", async () => {
    const [ora, pia] = await Promise.all([syncedUser("ora"), syncedUser("pia")]);
    await friends(ora, pia);
    const article = await ora.call.post("/api/articles").send({ title: "Tides", content: CONTENT });
    const sent = await ora.call
      .post("/api/spurqs")
      .send({ recipientId: pia.uid, articleId: article.body.id, question: "Why the moon?" });
    expect(sent.status).toBe(201);
    expect((await activityOf(ora.uid)).filter((e) => e.type === "spurq_sent")).toEqual([
      expect.objectContaining({
        points: 10,
        articleId: article.body.id,
        personId: pia.uid,
        context: "Tides",
      }),
    ]);
    expect((await progressOf(ora.uid))!.counts.spurq).toBe(1);
    const replies = await Promise.all([
      pia.call.post(`/api/spurqs/${sent.body.id}/replies`).send({ text: "Gravity." }),
      pia.call.post(`/api/spurqs/${sent.body.id}/replies`).send({ text: "And the sun." }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([201, 201]);
    await ora.call.post(`/api/spurqs/${sent.body.id}/replies`).send({ text: "Thanks!" });
    await pia.call.post(`/api/spurqs/${sent.body.id}/replies`).send({ text: "Any time." });
    expect((await activityOf(pia.uid)).filter((e) => e.type === "spurq_answered")).toEqual([
      expect.objectContaining({ points: 10, personId: ora.uid, context: "Tides" }),
    ]);
    expect(pointsOfType(await activityOf(ora.uid), "spurq_answered")).toBe(0);
    expect((await daysOf(pia.uid))[today()]!.spurqsCount).toBe(1);
  });
});

describe("the daily sign-in and the user's time zone", () => {
  it("when the app syncs many times a day, at once or one after another, then the sign-in counts once", async () => {
    // At noon UTC it is the same day in Paris: the account's first sync (in UTC, the time zone
    // is not known yet) and the later ones (in Paris) all fall on one day. Late in the UTC
    // evening Paris is already on the next day, which rightly counts a second sign-in.
    const noon = new Date(Date.UTC(2026, 2, 10, 12, 0));
    const user = await atTime(noon, () => syncedUser("regular"));
    const syncs = await atTime(noon, () =>
      Promise.all(
        Array.from({ length: 6 }, () => user.call.post("/api/auth/sync").send({ timeZone: "Europe/Paris" })),
      ),
    );
    expect(syncs.map((r) => r.status)).toEqual(Array(6).fill(200));
    await atTime(noon, () => user.call.post("/api/auth/sync").send({}));
    const entries = (await activityOf(user.uid)).filter((e) => e.type === "daily_sign_in");
    expect(entries).toHaveLength(1);
    const progress = (await progressOf(user.uid))!;
    expect(progress.timeZone).toBe("Europe/Paris");
    expect(progress.totalPoints).toBe(ACTIONS.daily_sign_in.points);
    expect(Object.values(await daysOf(user.uid)).map((d) => d.loginCount)).toEqual([1]);
  });

  it("when the time zone is not an IANA name, then 400 with the field's message and nothing changes", async () => {
    const user = await syncedUser("zoned");
    for (const timeZone of ["Mars/Olympus", "", "x".repeat(80), 5]) {
      const response = await user.call.post("/api/auth/sync").send({ timeZone });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatch(/^timeZone: /);
    }
    expect((await progressOf(user.uid))!.timeZone).toBe("UTC");
  });

  it("when it is already tomorrow in the user's time zone, then their actions count for tomorrow", async () => {
    const user = await syncedUser("islander");
    // 23:30 UTC is 13:30 the next day on Kiritimati (UTC+14) and 12:30 the same day in Pago Pago (UTC−11).
    const lateEvening = new Date(Date.UTC(2026, 2, 10, 23, 30));
    await atTime(lateEvening, () =>
      user.call.post("/api/auth/sync").send({ timeZone: "Pacific/Kiritimati" }),
    );
    const created = await atTime(lateEvening, () =>
      user.call.post("/api/articles").send({ title: "Atolls", content: CONTENT }),
    );
    expect(created.status).toBe(201);
    const days = await daysOf(user.uid);
    expect(days["2026-03-11"]).toMatchObject({ loginCount: 1, articlesCount: 1 });
    expect(days["2026-03-10"]).toBeUndefined();
    const entry = (await activityOf(user.uid)).find((e) => e.type === "article_created")!;
    expect(entry.day).toBe("2026-03-11");
    expect(entry.at.toDate()).toEqual(lateEvening);

    await atTime(lateEvening, () => user.call.post("/api/auth/sync").send({ timeZone: "Pacific/Pago_Pago" }));
    await atTime(lateEvening, () =>
      user.call.post("/api/articles").send({ title: "Reefs", content: CONTENT }),
    );
    // Moving west of the date line it is the 10th again: a new day, with its own sign-in.
    expect((await daysOf(user.uid))["2026-03-10"]).toMatchObject({ loginCount: 1, articlesCount: 1 });
  });
});

describe("imports earn points", () => {
  it("when an article is imported from a web address or a PDF, then each earns an import's points", async () => {
    const user = await syncedUser("importer");
    const site = await startPageServer({ "/article": html(articlePage()) });
    process.env.ALLOW_PRIVATE_IMPORT_HOSTS = "true";
    try {
      const fromUrl = await user.call.post("/api/articles/from-url").send({ url: site.url("/article") });
      expect(fromUrl.status, JSON.stringify(fromUrl.body)).toBe(201);
    } finally {
      delete process.env.ALLOW_PRIVATE_IMPORT_HOSTS;
      await site.close();
    }
    const fromPdf = await user.call
      .post("/api/articles/from-pdf")
      .attach("file", await textPdf({ title: "Tide Tables", author: "R. O." }), {
        filename: "tides.pdf",
        contentType: "application/pdf",
      });
    expect(fromPdf.status).toBe(201);
    const imports = (await activityOf(user.uid)).filter((e) => e.type === "article_imported");
    expect(imports.map((e) => [e.points, e.category, e.context])).toEqual([
      [10, "curation", "The Lighthouse Keepers' Last Winter"],
      [10, "curation", "Tide Tables"],
    ]);
    expect((await progressOf(user.uid))!.counts.article).toBe(2);
  });
});

describe("achievements under concurrent actions", () => {
  it("when 12 highlights land at once, then the first and the tenth highlight unlock exactly once each, with distinct ids", async () => {
    const user = await syncedUser("eager");
    const article = await user.call.post("/api/articles").send({ title: "Many", content: CONTENT });
    const words = ["Harbours", "shelter", "boats", "Lighthouses", "guide", "them", "home", "at", "night"];
    const bodies = Array.from({ length: 12 }, (_, index) =>
      highlightBody(article.body.id, words[index % 9]!),
    );
    const created = await Promise.all(bodies.map((body) => user.call.post("/api/highlights").send(body)));
    expect(created.map((r) => r.status)).toEqual(Array(12).fill(201));
    const progress = (await progressOf(user.uid))!;
    expect(progress.counts.highlight).toBe(12);
    const highlightAchievements = Object.values(progress.achievements).filter((a) => a.type === "highlight");
    expect(highlightAchievements.map((a) => a.threshold).sort((a, b) => a - b)).toEqual([1, 10]);
    const ids = Object.values(progress.achievements).map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.max(...ids)).toBe(progress.achievementSeq);
    expect((await daysOf(user.uid))[today()]!.highlightsCount).toBe(12);
    expect(pointsOfType(await activityOf(user.uid), "highlight_created")).toBe(12 * 5);
  });
});

describe("expertise follows the owner's tags", () => {
  it("when an article is tagged, untagged and its tag deleted, then the points earned on it move into and out of the area", async () => {
    const user = await syncedUser("expert");
    const article = await user.call.post("/api/articles").send({ title: "Knots", content: CONTENT });
    const tag = await user.call.post("/api/tags").send({ name: "Sailing", color: "#3B82F6" });
    expect(tag.status).toBe(201);
    await user.call.post("/api/highlights").send(highlightBody(article.body.id, "boats"));
    // The article (15) and the highlight on it (5) move into the tag's area when it is tagged.
    expect((await user.call.put(`/api/articles/${article.body.id}/tags/${tag.body.id}`)).status).toBe(200);
    expect((await progressOf(user.uid))!.expertise[tag.body.id]).toBe(20);
    // Later actions on the tagged article count in the area directly.
    await user.call.post("/api/highlights").send(highlightBody(article.body.id, "Harbours"));
    expect((await progressOf(user.uid))!.expertise[tag.body.id]).toBe(25);
    expect((await user.call.delete(`/api/articles/${article.body.id}/tags/${tag.body.id}`)).status).toBe(200);
    expect((await progressOf(user.uid))!.expertise[tag.body.id]).toBe(0);
    await user.call.put(`/api/articles/${article.body.id}/tags/${tag.body.id}`);
    expect((await progressOf(user.uid))!.expertise[tag.body.id]).toBe(25);
    expect((await user.call.delete(`/api/tags/${tag.body.id}`)).status).toBe(204);
    expect((await progressOf(user.uid))!.expertise).not.toHaveProperty(tag.body.id);
  });

  it("when a reader highlights someone else's article, then the owner's areas do not change", async () => {
    const [owner, reader] = await Promise.all([syncedUser("owner"), syncedUser("reader")]);
    await friends(owner, reader);
    const article = await owner.call.post("/api/articles").send({ title: "Shared", content: CONTENT });
    const tag = await owner.call.post("/api/tags").send({ name: "Coast", color: "#3B82F6" });
    await owner.call.put(`/api/articles/${article.body.id}/tags/${tag.body.id}`);
    await owner.call
      .post("/api/spurqs")
      .send({ recipientId: reader.uid, articleId: article.body.id, question: "?" });
    const highlight = await reader.call.post("/api/highlights").send(highlightBody(article.body.id, "boats"));
    expect(highlight.status).toBe(201);
    expect((await progressOf(owner.uid))!.expertise[tag.body.id]).toBe(15);
    expect((await progressOf(reader.uid))!.expertise).toEqual({});
  });
});

describe("what the ledger adds to an action's writes", () => {
  const isLedgerWrite = (path: string) => /^progress\/|^users\/[^/]+\/(activity|days)\//.test(path);
  const split = (writes: string[]) => ({
    own: writes.filter((path) => !isLedgerWrite(path)).length,
    ledger: writes.filter(isLedgerWrite).length,
  });

  it("when each kind of action runs, then the ledger adds three writes per user it credits (entry, totals, day)", async () => {
    const [sal, tom] = await Promise.all([syncedUser("sal"), syncedUser("tom")]);
    const request = await sal.call.post("/api/friends/requests").send({ receiverId: tom.uid });
    const accept = await countWrites(() =>
      tom.call.patch(`/api/friends/requests/${request.body.id}`).send({ status: "accepted" }),
    );
    // The request, both links, both friend counts, the pair; both users are credited.
    expect(split(accept.writes)).toEqual({ own: 6, ledger: 6 });
    const article = await countWrites(() =>
      sal.call.post("/api/articles").send({ title: "Costs", content: CONTENT }),
    );
    // One body chunk, its search terms, the article and its note in the owner's page index.
    expect(split(article.writes)).toEqual({ own: 4, ledger: 3 });
    const articleId = article.result.body.id;
    const highlight = await countWrites(() =>
      sal.call.post("/api/highlights").send(highlightBody(articleId, "boats")),
    );
    // The note and its counter shard in its transaction, then the fold: the article and the shard.
    expect(split(highlight.writes)).toEqual({ own: 4, ledger: 3 });
    const comment = await countWrites(() =>
      sal.call.post("/api/comments").send({ highlightId: highlight.result.body.id, text: "Cost?" }),
    );
    expect(split(comment.writes)).toEqual({ own: 4, ledger: 3 });
    const spurq = await countWrites(() =>
      sal.call.post("/api/spurqs").send({ recipientId: tom.uid, articleId, question: "Worth it?" }),
    );
    // The rate limit's counter, the spurq, the new reader, the badge, both sides' exchanged index
    // and the recipient's e-mail digest with the spurq's entry in it, and the article's note in
    // the recipient's page index.
    expect(split(spurq.writes)).toEqual({ own: 9, ledger: 3 });
    const answer = await countWrites(() =>
      tom.call.post(`/api/spurqs/${spurq.result.body.id}/replies`).send({ text: "Yes." }),
    );
    expect(split(answer.writes)).toEqual({ own: 2, ledger: 3 });
    const laterReply = await countWrites(() =>
      tom.call.post(`/api/spurqs/${spurq.result.body.id}/replies`).send({ text: "Really." }),
    );
    expect(split(laterReply.writes)).toEqual({ own: 2, ledger: 0 });
    const deletion = await countWrites(() => sal.call.delete(`/api/comments/${comment.result.body.id}`));
    expect(split(deletion.writes)).toEqual({ own: 4, ledger: 3 });
    // A sync already counted today writes only the record's last sign-in.
    const sync = await countWrites(() => sal.call.post("/api/auth/sync").send({}));
    expect(split(sync.writes)).toEqual({ own: 1, ledger: 0 });
  });
});
