// Statistics figures (recorded in docs/benchmarks.md): a replay of 60 days of 200 users through
// the real services (at least 10,000 ledger actions), then the scheduled jobs. Asserts that the rolled-up
// statistics agree exactly with a recount from the ledger (each user's periods, and the platform's
// totals gained), that a second run changes nothing, and that a run with nothing new reads at most
// one document per active user; prints writes per action, the jobs' reads and writes, the reads of
// the points and statistics requests, and elapsed times. Run: npm run bench:statistics.
import { afterAll, describe, expect, it } from "vitest";
import type { DecodedIdToken } from "firebase-admin/auth";
import { db } from "../../src/lib/firebase";
import { atTime } from "../../src/lib/clock";
import { rollUpStatistics } from "../../src/modules/statistics/roll-up.job";
import { rankPoints } from "../../src/modules/progress/ranking.job";
import { rankTopContributors } from "../../src/modules/contributors/top-contributors.job";
import {
  platformStatistics,
  userStatistics,
  heartbeat,
} from "../../src/modules/statistics/statistics.service";
import { platformTotalsRef, type PlatformCount } from "../../src/modules/statistics/statistics.repository";
import { pointsSummary } from "../../src/modules/progress/progress.service";
import { syncUser } from "../../src/modules/auth/auth.service";
import { createManualArticle } from "../../src/modules/articles/articles.service";
import { createComment, createHighlight, deleteHighlight } from "../../src/modules/annotations";
import { answerRequest, sendRequest } from "../../src/modules/friends/friends.service";
import { sendSpurq } from "../../src/modules/spurqs/spurqs.service";
import { createGroupChat, sendMessage } from "../../src/modules/group-chats/group-chats.service";
import type { Caller } from "../../src/types/express";
import { countReads } from "../helpers/read-counter";
import { countWrites } from "../helpers/progress";
import { replay } from "../helpers/replay";
import { recount, rolledUp } from "../helpers/statistics";

const USERS = Number(process.env.BENCH_USERS ?? 200);
const SHARED = process.env.BENCH_SHARED_EMULATORS === "1";
const DAYS = 60;
const START = new Date("2025-03-03T00:00:00Z");
const figures: string[] = [];
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

afterAll(() => {
  console.log(`\nStatistics figures (this machine, Firestore emulator)\n${figures.join("\n")}\n`);
});

const platformCounts = async () => {
  const data = (await platformTotalsRef().get()).data();
  return {
    usersTotal: data?.usersTotal ?? 0,
    articles: data?.articles ?? 0,
    highlights: data?.highlights ?? 0,
    comments: data?.comments ?? 0,
    spurqs: data?.spurqs ?? 0,
    messages: data?.messages ?? 0,
  };
};

const callerFor = (uid: string, isAdmin = false): Caller => ({
  uid,
  tokenUid: uid,
  isAdmin,
  impersonating: false,
  idToken: "",
  token: {
    uid,
    email: `${uid}@bench.spurq.test`,
    firebase: { sign_in_provider: "password" },
  } as DecodedIdToken,
});

/** Writes of one call, split into the ledger's three (entry, totals, day) and the action's own. */
async function writesOf(label: string, fn: () => Promise<unknown>): Promise<void> {
  const { writes } = await countWrites(fn);
  const ledger = writes.filter((path) => /\/activity\/|^progress\/|\/days\//.test(path));
  figures.push(
    `  ${label}: ${writes.length} writes = ${writes.length - ledger.length} of the action + ${ledger.length} of the ledger ` +
      `(${ledger.map((path) => path.split("/").at(-2)).join(", ")})`,
  );
}

describe("statistics figures", () => {
  it("measures writes per action", async () => {
    const run = `w${Date.now().toString(36)}`;
    const [a, b] = [`${run}-a`, `${run}-b`];
    const when = new Date("2025-02-01T10:00:00Z");
    await atTime(when, async () => {
      figures.push("writes per action (one call each through the service):");
      await writesOf("sign-up (first sync, with its sign-in)", () =>
        syncUser(callerFor(a), { displayName: `${run}_a`, isNewAccount: true, timeZone: "Europe/Paris" }),
      );
      await syncUser(callerFor(b), { displayName: `${run}_b`, isNewAccount: true });
      let articleId = "";
      await writesOf("article written", async () => {
        articleId = (
          await createManualArticle(a, {
            title: "Bench",
            content: "One line of text to mark.",
            author: null,
            url: null,
          })
        ).id;
      });
      let highlightId = "";
      await writesOf("highlight", async () => {
        highlightId = (
          await createHighlight(a, {
            articleId,
            text: "line of text",
            startOffset: 4,
            endOffset: 16,
            prefix: "One ",
            suffix: " to mark.",
            color: "#FEF9C3",
          })
        ).id;
      });
      await writesOf("comment", () => createComment(a, { highlightId, text: "Noted." }));
      const request = await sendRequest(a, b);
      await writesOf("friend made (accepting: both users earn)", () =>
        answerRequest(b, request.body.id, "accepted"),
      );
      await writesOf("spurq sent", () =>
        sendSpurq(a, { recipientId: b, articleId, highlightId, question: "Why this line?" }),
      );
      const chat = await createGroupChat(a, { name: "Bench", memberIds: [b] });
      await writesOf("chat message (counted into the day, no points)", () =>
        sendMessage(a, chat.id, "Hello"),
      );
      await writesOf("heartbeat (a minute of time spent)", () => heartbeat(a));
      await writesOf("highlight deleted (its points and its author's comment taken back)", () =>
        deleteHighlight(a, highlightId),
      );
    });
    await atTime(new Date("2025-02-02T10:00:00Z"), () =>
      writesOf("daily sign-in (a later day's first sync)", () =>
        syncUser(callerFor(a), { timeZone: "Europe/Paris" }),
      ),
    );
  });

  it("replays 60 days of 200 users, and the rolled-up statistics agree with the ledger", async () => {
    await rollUpStatistics();
    await rankPoints();
    const platformBefore = await platformCounts();
    let started = performance.now();
    const result = await replay({
      users: USERS,
      days: DAYS,
      start: START,
      seed: 2025,
      signInChance: 0.6,
      actionChance: 0.3,
      concurrency: 25,
    });
    let entries = 0;
    for (const uid of result.uids) {
      entries += (await db().collection("users").doc(uid).collection("activity").count().get()).data().count;
    }
    const calls = Object.values(result.calls).reduce((sum, n) => sum + n, 0);
    figures.push(
      `replay: ${USERS} users, ${DAYS} days: ${calls} service calls (${JSON.stringify(result.calls)}), ` +
        `${entries} ledger entries, in ${seconds(started)}`,
    );
    expect(entries).toBeGreaterThanOrEqual(USERS >= 200 ? 10_000 : 1);

    started = performance.now();
    const { result: first, reads: firstReads } = await countReads(() => rollUpStatistics());
    figures.push(
      `roll-up, first run: ${first.daysRead} day documents read, ${first.daysRolled} rolled for ${first.usersRolled} users ` +
        `in ${first.commits} batches (${first.conflicts} retried); ${firstReads} document reads (job's own count ${first.reads}), ` +
        `${first.writes} writes, ${seconds(started)}`,
    );

    started = performance.now();
    let mismatches = 0;
    const expected: Record<PlatformCount, number> = {
      articles: 0,
      highlights: 0,
      comments: 0,
      spurqs: 0,
      messages: 0,
    };
    for (const uid of result.uids) {
      const want = await recount(uid);
      const got = await rolledUp(uid);
      if (JSON.stringify(Object.entries(want).sort()) !== JSON.stringify(Object.entries(got).sort())) {
        mismatches += 1;
        expect(got, uid).toEqual(want);
      }
      const total = want.total!;
      expected.articles += total.articlesCount;
      expected.highlights += total.highlightsCount;
      expected.comments += total.commentsCount;
      expected.spurqs += total.spurqsCount;
      expected.messages += total.messagesCount;
    }
    const platformAfter = await platformCounts();
    const gained = Object.fromEntries(
      Object.entries(platformAfter).map(([key, value]) => [
        key,
        value - platformBefore[key as keyof typeof platformBefore],
      ]),
    );
    figures.push(
      `recount from the ledger: ${USERS - mismatches} of ${USERS} users agree in every period; platform totals gained ` +
        `${JSON.stringify(gained)} (${seconds(started)})`,
    );
    expect(mismatches).toBe(0);
    // Exact on the benchmark's own emulators; on a suite shared with other work, others' activity
    // adds to the platform's figures too (BENCH_SHARED_EMULATORS=1 then only prints them).
    if (!SHARED) expect(gained).toEqual({ usersTotal: USERS, ...expected });
    else figures.push(`  expected from the ledger: ${JSON.stringify({ usersTotal: USERS, ...expected })}`);

    const { result: second, writes: secondWrites } = await countWrites(() => rollUpStatistics());
    figures.push(
      `roll-up, second run: ${second.daysRead} days read, ${second.daysRolled} rolled, ${secondWrites.length} writes`,
    );
    const ours = secondWrites.filter((path) => result.uids.some((uid) => path.includes(`/${uid}/`)));
    expect(ours).toEqual([]);
    if (!SHARED) expect(second.daysRolled).toBe(0);

    const { result: idle, reads: idleReads } = await countReads(() => rollUpStatistics());
    figures.push(
      `roll-up with nothing new: ${idleReads} document reads (${idle.daysRead} days of ${idle.usersRead} users), ` +
        `${idle.writes} writes, for ${USERS} active users`,
    );
    if (!SHARED) {
      expect(idleReads).toBeLessThanOrEqual(USERS);
      expect(idle.writes).toBe(0);
    }

    started = performance.now();
    const { result: ranking, reads: rankingReads } = await countReads(() => rankPoints());
    const { result: rankingAgain } = await countReads(() => rankPoints());
    figures.push(
      `ranking: ${ranking.usersRanked} users placed, ${rankingReads} reads, ${ranking.writes} writes (${seconds(started)}); ` +
        `second run: ${rankingAgain.reads} reads, ${rankingAgain.writes} writes`,
    );
    if (!SHARED) expect(rankingAgain.writes).toBe(0);
    const lastDay = new Date(START.getTime() + (DAYS - 1) * 86_400_000 + 21 * 3_600_000);
    const { result: top, reads: topReads } = await atTime(lastDay, () =>
      countReads(() => rankTopContributors()),
    );
    figures.push(
      `top contributors: ${top.contributors} ranked for the week of ${top.week}, ${topReads} reads`,
    );
    await rankTopContributors();

    const someone = result.uids[7]!;
    const { reads: pointsReads } = await atTime(lastDay, () => countReads(() => pointsSummary(someone)));
    const { reads: statsReads } = await atTime(lastDay, () => countReads(() => userStatistics(someone)));
    const { reads: platformReads } = await atTime(lastDay, () =>
      countReads(() => platformStatistics(callerFor(someone, true))),
    );
    figures.push(
      `reads per request: GET /api/user/points ${pointsReads}, GET /api/statistics/user ${statsReads}, ` +
        `GET /api/statistics/platform ${platformReads}`,
    );
  }, 3_600_000);
});
