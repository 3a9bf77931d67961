// Statistics rolled up on a schedule: the roll-up, ranking and
// top contributors jobs run directly against the emulator, then the routes. The emulator is
// shared with other tests, so each check looks at this file's own users, and at platform days no
// other test writes (dates long past, a random week per run).
import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { db } from "../../src/lib/firebase";
import { atTime } from "../../src/lib/clock";
import { Ledger, dayRef, progressRef } from "../../src/modules/progress/ledger";
import { rollDays, rollUpStatistics } from "../../src/modules/statistics/roll-up.job";
import { pointsDistributionRef, rankPoints } from "../../src/modules/progress/ranking.job";
import { platformDayRef } from "../../src/modules/statistics/statistics.repository";
import { userStatistics } from "../../src/modules/statistics/statistics.service";
import { rankTopContributors } from "../../src/modules/contributors/top-contributors.job";
import {
  POINTS_BUCKET_MINS,
  platformStatisticsSchema,
  pointsBucket,
  topContributorSchema,
  userStatisticsSchema,
  type ActionType,
} from "../../src/shared";
import { makeAdmin } from "../helpers/auth-emulator";
import { countReads } from "../helpers/read-counter";
import { countWrites, daysOf } from "../helpers/progress";
import { readPaths, recount, rolledUp, versions } from "../helpers/statistics";
import { syncedUser, type SyncedUser } from "../helpers/users";

/** Records actions for a user, one ledger transaction each, at the given instants (ISO). */
async function act(uid: string, timeZone: string, actions: Array<[ActionType, string]>): Promise<void> {
  for (const [type, at] of actions) {
    await atTime(new Date(at), () =>
      db().runTransaction(async (tx) => {
        const ledger = await Ledger.open(tx, uid);
        ledger.setTimeZone(uid, timeZone);
        ledger.record(uid, { type });
      }),
    );
  }
}

/**
 * One action whose commit carries `stamp` as its day's change time instead of the time the server
 * gives it: a commit stamped before it became visible to the roll-up's queries (Firestore stamps a
 * server timestamp when it processes the commit, and nothing promises that a commit stamped
 * earlier is visible before one stamped later).
 */
async function actStamped(uid: string, type: ActionType, at: string, stamp: Timestamp): Promise<void> {
  await atTime(new Date(at), () =>
    db().runTransaction(async (tx) => {
      const ledger = await Ledger.open(tx, uid);
      ledger.record(uid, { type });
      tx.set(dayRef(uid, at.slice(0, 10)), { updatedAt: stamp }, { merge: true });
    }),
  );
}

const DAY = 86_400_000;
/** A Monday no other test writes: a random week between 1990 and 2009, so reruns differ too. */
const pastMonday = () => new Date(Date.UTC(1990, 0, 1) + Math.floor(Math.random() * 1000) * 7 * DAY);
const at = (monday: Date, days: number, hours = 12) =>
  new Date(monday.getTime() + days * DAY + hours * 3_600_000).toISOString();
const dayOf = (iso: string) => iso.slice(0, 10);
/** A user known only to the ledger: no sign-in of today mixes into their figures. */
const ledgerOnlyUser = () => `stats-${randomUUID()}`;

const platformDay = async (day: string) => (await platformDayRef(day).get()).data();

describe("the statistics roll-up", () => {
  const ada = ledgerOnlyUser();
  const ben = ledgerOnlyUser();
  const monday = pastMonday();
  const [day0, day1] = [dayOf(at(monday, 0)), dayOf(at(monday, 1))];
  beforeAll(async () => {
    // Catch up with whatever other tests left, so the runs below take in this file's changes.
    await rollUpStatistics();
    await act(ada, "UTC", [
      ["highlight_created", at(monday, 0)],
      ["highlight_created", at(monday, 0, 13)],
      ["comment_created", at(monday, 1)],
      ["article_created", at(monday, 8)],
    ]);
    await act(ben, "UTC", [
      ["spurq_sent", at(monday, 1)],
      ["friend_made", at(monday, 35)],
    ]);
  });

  it("when it runs, then each user's periods equal a recount from the ledger, and the platform days gain exactly their activity", async () => {
    const before = { [day0]: await platformDay(day0), [day1]: await platformDay(day1) };
    await rollUpStatistics();
    expect(await rolledUp(ada)).toEqual(await recount(ada));
    expect(await rolledUp(ben)).toEqual(await recount(ben));
    expect((await rolledUp(ada))[`week-${day0}`]).toMatchObject({
      highlightsCount: 2,
      commentsCount: 1,
      articlesCount: 0,
      pointsEarned: 15,
    });
    const after = { [day0]: await platformDay(day0), [day1]: await platformDay(day1) };
    const gained = (day: string, key: "highlights" | "comments" | "spurqs" | "activeUsers" | "newUsers") =>
      (after[day]?.[key] ?? 0) - (before[day]?.[key] ?? 0);
    expect(gained(day0, "highlights")).toBe(2);
    expect(gained(day0, "activeUsers")).toBe(1);
    expect(gained(day0, "newUsers")).toBe(1);
    expect(gained(day1, "comments")).toBe(1);
    expect(gained(day1, "spurqs")).toBe(1);
    expect(gained(day1, "activeUsers")).toBe(2);
    // Ben's first day is day 1; Ada was new on day 0.
    expect(gained(day1, "newUsers")).toBe(1);
  });

  it("when it runs again with nothing new, then it writes nothing to these users' documents", async () => {
    const stored = await versions([ada, ben]);
    const { writes } = await countWrites(() => rollUpStatistics());
    expect(writes.filter((path) => path.includes(ada) || path.includes(ben))).toEqual([]);
    expect(await versions([ada, ben])).toEqual(stored);
  });

  it("when one day changes, then the next run reads that day and none of the user's others, and adds only the change", async () => {
    await act(ben, "UTC", [["comment_created", at(monday, 40)]]);
    await rollUpStatistics();
    await act(ada, "UTC", [["highlight_created", at(monday, 8, 15)]]);
    const { paths } = await readPaths(() => rollUpStatistics());
    const adaDays = [...new Set(paths.filter((path) => path.startsWith(`users/${ada}/days/`)))];
    expect(adaDays).toEqual([`users/${ada}/days/${dayOf(at(monday, 8))}`]);
    // Ben's days were all rolled by the run before: none is read again.
    expect(paths.filter((path) => path.startsWith(`users/${ben}/days/`))).toEqual([]);
    expect(await rolledUp(ada)).toEqual(await recount(ada));
    expect((await rolledUp(ada))[`week-${dayOf(at(monday, 7, 0))}`]).toMatchObject({
      articlesCount: 1,
      highlightsCount: 1,
    });
  });

  it("when two runs overlap, then the changes are counted once", async () => {
    await act(ada, "UTC", [
      ["comment_created", at(monday, 2)],
      ["highlight_created", at(monday, 9)],
    ]);
    await act(ben, "UTC", [["spurq_answered", at(monday, 2)]]);
    await Promise.all([rollUpStatistics(), rollUpStatistics()]);
    expect(await rolledUp(ada)).toEqual(await recount(ada));
    expect(await rolledUp(ben)).toEqual(await recount(ben));
  });

  it("when actions land on the days a roll-up is rolling, then none is lost or counted twice", async () => {
    const busy = Array.from({ length: 12 }, ledgerOnlyUser);
    const busyMonday = pastMonday();
    for (let round = 0; round < 8; round++) {
      await Promise.all([
        rollUpStatistics(),
        rollUpStatistics(),
        ...busy.map((uid) =>
          act(
            uid,
            "UTC",
            Array.from({ length: 4 }, (_, i): [ActionType, string] => [
              "highlight_created",
              at(busyMonday, i % 2, round),
            ]),
          ),
        ),
      ]);
    }
    await rollUpStatistics();
    for (const uid of busy) expect(await rolledUp(uid), uid).toEqual(await recount(uid));
  });

  it("when a day changes after the roll-up read it, then the roll-up reads it again and rolls what it holds then", async () => {
    const uid = ledgerOnlyUser();
    const monday = pastMonday();
    await act(uid, "UTC", [["highlight_created", at(monday, 3)]]);
    await rollUpStatistics();
    await act(uid, "UTC", [["highlight_created", at(monday, 3, 14)]]);
    const asRead = await dayRef(uid, dayOf(at(monday, 3))).get();
    // A user's action lands between the job's read and its write.
    await act(uid, "UTC", [["comment_created", at(monday, 3, 15)]]);
    const report = await rollDays([asRead]);
    expect(report.conflicts).toBe(1);
    expect((await dayRef(uid, dayOf(at(monday, 3))).get()).data()?.rolled).toMatchObject({
      highlightsCount: 2,
      commentsCount: 1,
    });
    expect(await rolledUp(uid)).toEqual(await recount(uid));
  });

  it("when an action commits after a run read the changed days, stamped earlier than the newest it read, then the next run counts it", async () => {
    const uid = ledgerOnlyUser();
    const monday = pastMonday();
    await act(uid, "UTC", [
      ["highlight_created", at(monday, 1)],
      ["highlight_created", at(monday, 2)],
    ]);
    await rollUpStatistics();
    // The next run has the second day to read; the first is rolled and unchanged.
    await act(uid, "UTC", [["comment_created", at(monday, 2, 15)]]);
    let pages = 0;
    await rollUpStatistics({
      // The run has read its first page of days and not yet rolled them. Now the action lands on the
      // first day, stamped just before the newest day the run read.
      afterRead: async (days) => {
        if (pages++ > 0) return;
        const read = days.map((day) => (day.get("updatedAt") as Timestamp).toMillis());
        const newest = read.length ? Math.max(...read) : Date.now();
        await actStamped(uid, "comment_created", at(monday, 1, 15), Timestamp.fromMillis(newest - 1));
      },
    });
    expect(pages).toBeGreaterThan(0);
    await rollUpStatistics();
    expect(await rolledUp(uid)).toEqual(await recount(uid));
    expect((await rolledUp(uid))[`week-${dayOf(at(monday, 0))}`]).toMatchObject({
      highlightsCount: 2,
      commentsCount: 2,
    });
  });

  it("when a day's change is undone before a run, then the run only removes its marker, and the run after reads it no more", async () => {
    const uid = ledgerOnlyUser();
    const monday = pastMonday();
    await act(uid, "UTC", [["highlight_created", at(monday, 4)]]);
    await rollUpStatistics();
    await act(uid, "UTC", [["highlight_created", at(monday, 4, 14)]]);
    await atTime(new Date(at(monday, 4, 15)), () =>
      db().runTransaction(async (tx) => {
        const ledger = await Ledger.open(tx, uid);
        ledger.undo(uid, { type: "highlight_created", originalAt: new Date(at(monday, 4, 14)) });
      }),
    );
    const day = dayRef(uid, dayOf(at(monday, 4)));
    expect((await day.get()).data()?.pendingRoll).toBe(true);
    const periods = await versions([uid]);
    await rollUpStatistics();
    expect((await day.get()).data()?.pendingRoll).toBeUndefined();
    const after = await versions([uid]);
    // The day was written (its marker removed), no period was.
    expect(Object.keys(after).filter((path) => after[path] !== periods[path])).toEqual([day.path]);
    const { paths } = await readPaths(() => rollUpStatistics());
    expect(paths.filter((path) => path.startsWith(`users/${uid}/`))).toEqual([]);
    expect(await rolledUp(uid)).toEqual(await recount(uid));
  });

  it("when an action is undone on an earlier day, then that day's period loses it on the next run", async () => {
    await atTime(new Date(at(monday, 10)), () =>
      db().runTransaction(async (tx) => {
        const ledger = await Ledger.open(tx, ada);
        ledger.undo(ada, { type: "highlight_created", originalAt: new Date(at(monday, 0)) });
      }),
    );
    await rollUpStatistics();
    expect(await rolledUp(ada)).toEqual(await recount(ada));
    expect((await rolledUp(ada))[`week-${day0}`]).toMatchObject({ highlightsCount: 1 });
  });
});

describe("the points ranking", () => {
  const low = ledgerOnlyUser();
  const high = ledgerOnlyUser();

  /** The distribution as a recount of every ranked totals document would give it. */
  async function recountDistribution() {
    const snap = await db().collection("progress").where("rankedPoints", "!=", null).get();
    const counts = new Map<number, number>(POINTS_BUCKET_MINS.map((min) => [min, 0]));
    for (const doc of snap.docs) {
      const min = POINTS_BUCKET_MINS[pointsBucket(doc.get("rankedPoints") as number)]!;
      counts.set(min, counts.get(min)! + 1);
    }
    return { buckets: POINTS_BUCKET_MINS.map((min) => ({ min, count: counts.get(min)! })), total: snap.size };
  }
  const stored = async () => {
    const data = (await pointsDistributionRef().get()).data()!;
    return { buckets: data.buckets, total: data.total };
  };

  it("when users earn points, then the run puts each in the bucket of their total, once, even with two runs at once", async () => {
    await act(low, "UTC", [["highlight_created", "2001-02-03T10:00:00Z"]]);
    await act(high, "UTC", [
      ["friend_made", "2001-02-03T10:00:00Z"],
      ["friend_made", "2001-02-03T11:00:00Z"],
      ["article_created", "2001-02-03T12:00:00Z"],
    ]);
    await Promise.all([rankPoints(), rankPoints()]);
    expect((await progressRef(low).get()).data()?.rankedPoints).toBe(5);
    expect((await progressRef(high).get()).data()?.rankedPoints).toBe(55);
    expect(await stored()).toEqual(await recountDistribution());
  });

  it("when points are earned after a run read the user's totals and before it counted them, then the next run counts the new total", async () => {
    const late = ledgerOnlyUser();
    await act(late, "UTC", [["highlight_created", "2001-02-05T10:00:00Z"]]);
    let forced = false;
    const report = await rankPoints({
      afterRead: async (users) => {
        if (forced || !users.some((user) => user.id === late)) return;
        forced = true;
        await act(late, "UTC", [["article_created", "2001-02-05T11:00:00Z"]]);
      },
    });
    expect(forced).toBe(true);
    // The run's batch found the totals changed since it read them, and read them again.
    expect(report.conflicts).toBeGreaterThan(0);
    await rankPoints();
    const totals = (await progressRef(late).get()).data()!;
    expect(totals.rankedPoints).toBe(totals.totalPoints);
    expect(totals.pendingRank).toBeUndefined();
    expect(await stored()).toEqual(await recountDistribution());
  });

  it("when a user's points change, then the next run moves them; a run after that writes nothing of theirs", async () => {
    await act(low, "UTC", [["article_created", "2001-02-04T10:00:00Z"]]);
    await rankPoints();
    expect((await progressRef(low).get()).data()?.rankedPoints).toBe(20);
    expect(await stored()).toEqual(await recountDistribution());
    const { writes } = await countWrites(() => rankPoints());
    expect(writes.filter((path) => path.includes(low) || path.includes(high))).toEqual([]);
  });
});

describe("GET /api/statistics/user", () => {
  // 2025-12-31 12:00 UTC is already 2026-01-01 (a Thursday) at UTC+14 and still 2025-12-31 at UTC−11.
  const instant = "2025-12-31T12:00:00Z";
  let east: SyncedUser, west: SyncedUser;
  beforeAll(async () => {
    [east, west] = await Promise.all([syncedUser("east"), syncedUser("west")]);
    await act(east.uid, "Pacific/Kiritimati", [["highlight_created", instant]]);
    await act(west.uid, "Pacific/Pago_Pago", [["highlight_created", instant]]);
    await rollUpStatistics();
  });
  const statsAt = async (user: SyncedUser, when: string) => {
    const response = await atTime(new Date(when), () => user.call.get("/api/statistics/user"));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return userStatisticsSchema.parse(response.body);
  };

  it("when users on either side of the date line act at the same instant, then each period is their own calendar's", async () => {
    const later = "2025-12-31T12:30:00Z";
    const e = await statsAt(east, later);
    expect(e.timeZone).toBe("Pacific/Kiritimati");
    expect([e.daily.date, e.weekly.date, e.monthly.date, e.yearly.date, e.total.date]).toEqual([
      "2026-01-01",
      "2025-12-29",
      "2026-01-01",
      "2026-01-01",
      null,
    ]);
    expect([e.daily.highlightsCount, e.weekly.highlightsCount, e.yearly.highlightsCount]).toEqual([1, 1, 1]);
    const w = await statsAt(west, later);
    expect([w.daily.date, w.weekly.date, w.monthly.date, w.yearly.date]).toEqual([
      "2025-12-31",
      "2025-12-29",
      "2025-12-01",
      "2025-01-01",
    ]);
    expect([w.daily.highlightsCount, w.monthly.highlightsCount, w.yearly.highlightsCount]).toEqual([1, 1, 1]);
    expect(w.weeks).toHaveLength(12);
    expect(w.weeks.at(-1)).toMatchObject({ date: "2025-12-29", highlightsCount: 1 });
    expect(w.weeks[0]!.date).toBe("2025-10-13");
    expect(w.weekly.updatedAt).not.toBeNull();
  });

  it("when today has changes the job has not rolled yet, then today and every period already show them", async () => {
    await act(east.uid, "Pacific/Kiritimati", [["comment_created", "2025-12-31T12:40:00Z"]]);
    const e = await statsAt(east, "2025-12-31T12:45:00Z");
    expect([
      e.daily.commentsCount,
      e.weekly.commentsCount,
      e.monthly.commentsCount,
      e.total.commentsCount,
    ]).toEqual([1, 1, 1, 1]);
    expect(e.weekly.highlightsCount).toBe(1);
  });

  it("when the statistics are read, then it costs 17 document reads", async () => {
    const { reads } = await atTime(new Date("2025-12-31T13:00:00Z"), () =>
      countReads(() => userStatistics(east.uid)),
    );
    expect(reads).toBe(17);
  });
});

describe("POST /api/statistics/heartbeat", () => {
  let reader: SyncedUser;
  beforeAll(async () => {
    reader = await syncedUser("heart");
  });
  const beat = (when: string, body: object = {}) =>
    atTime(new Date(when), () => reader.call.post("/api/statistics/heartbeat").send(body));
  const minutes = async (day: string) => (await daysOf(reader.uid))[day]?.timeSpentMinutes ?? 0;

  it("when beats come several times a minute, then one minute is counted per minute", async () => {
    for (const when of ["2003-05-06T08:00:05Z", "2003-05-06T08:00:40Z", "2003-05-06T08:00:59Z"]) {
      expect((await beat(when)).status).toBe(204);
    }
    expect(await minutes("2003-05-06")).toBe(1);
    await Promise.all([beat("2003-05-06T08:01:10Z"), beat("2003-05-06T08:01:11Z")]);
    expect(await minutes("2003-05-06")).toBe(2);
  });

  it("when the body has a field, then 400 and nothing is counted", async () => {
    const response = await beat("2003-05-06T09:00:00Z", { minutes: 30 });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual(expect.any(String));
    expect(await minutes("2003-05-06")).toBe(2);
  });
});

describe("GET /api/statistics/platform", () => {
  it("when a user who is not an admin asks, then 403", async () => {
    const user = await syncedUser("plain");
    const response = await user.call.get("/api/statistics/platform");
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: expect.any(String) });
  });

  it("when an admin asks, then the last 30 days and the rolled-up figures of each", async () => {
    const user = await syncedUser("admin");
    const monday = pastMonday();
    const actor = ledgerOnlyUser();
    await act(actor, "UTC", [
      ["highlight_created", at(monday, 2)],
      ["comment_created", at(monday, 2, 14)],
    ]);
    await rollUpStatistics();
    const token = await makeAdmin(user);
    const { api } = await import("../helpers/api");
    const response = await atTime(new Date(at(monday, 3)), () => api(token).get("/api/statistics/platform"));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const body = platformStatisticsSchema.parse(response.body);
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1)!.date).toBe(dayOf(at(monday, 3)));
    expect(body.days.find((d) => d.date === dayOf(at(monday, 2)))).toMatchObject({
      highlights: 1,
      comments: 1,
      activeUsers: 1,
      newUsers: 1,
    });
    expect(body.users.total).toBeGreaterThanOrEqual(1);
    expect(body.updatedAt).not.toBeNull();
  });
});

describe("GET /api/contributors/top", () => {
  it("when the job ranks a week, then the route lists its contributors best first with two badges each, and a later week shows none until it is ranked", async () => {
    const [first, second, third] = await Promise.all([
      syncedUser("top"),
      syncedUser("mid"),
      syncedUser("low"),
    ]);
    const monday = pastMonday();
    await act(second.uid, "UTC", [["highlight_created", at(monday, 1)]]);
    await act(first.uid, "UTC", [
      ["highlight_created", at(monday, 1)],
      ["comment_created", at(monday, 2)],
      ["spurq_sent", at(monday, 3)],
    ]);
    await act(third.uid, "UTC", [
      ["friend_made", at(monday, 1)],
      ["friend_made", at(monday, 2)],
    ]);
    const wednesday = new Date(at(monday, 2, 20));
    try {
      const report = await atTime(wednesday, () => rankTopContributors());
      expect(report.written).toBe(true);
      expect((await atTime(wednesday, () => rankTopContributors())).written).toBe(false);
      const response = await atTime(wednesday, () => first.call.get("/api/contributors/top"));
      expect(response.status).toBe(200);
      const items = response.body.map((item: unknown) => topContributorSchema.parse(item));
      expect(items.map((c: { id: string }) => c.id)).toEqual([first.uid, third.uid, second.uid]);
      expect(items.map((c: { contributionCount: number }) => c.contributionCount)).toEqual([3, 2, 1]);
      expect(items[0]).toMatchObject({ username: first.username, avatar: null });
      for (const item of items) expect(item.badges).toHaveLength(2);
      expect(items[1].badges[0]).toBe("Bronze Connector");
      // The stored week is long past: today's card shows no one rather than an old ranking.
      expect((await first.call.get("/api/contributors/top")).body).toEqual([]);
    } finally {
      // Leave this week's ranking in place for whoever reads it next.
      await rankTopContributors();
    }
  });
});

describe("group chat messages", () => {
  it("when a member sends a message, then it counts into the sender's own day", async () => {
    const [ada, ben] = await Promise.all([syncedUser("chatter"), syncedUser("friend")]);
    const request = await ada.call.post("/api/friends/requests").send({ receiverId: ben.uid });
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    expect(
      (await ben.call.patch(`/api/friends/requests/${request.body.id}`).send({ status: "accepted" })).status,
    ).toBe(200);
    const chat = await ada.call.post("/api/group-chats").send({ name: "Night owls", memberIds: [ben.uid] });
    expect(chat.status).toBe(201);
    await db().runTransaction(async (tx) => {
      const ledger = await Ledger.open(tx, ada.uid);
      ledger.setTimeZone(ada.uid, "Pacific/Kiritimati");
    });
    const sent = await atTime(new Date("2025-12-31T12:00:00Z"), () =>
      ada.call.post(`/api/group-chats/${chat.body.id}/messages`).send({ content: "Happy new year!" }),
    );
    expect(sent.status).toBe(201);
    expect((await daysOf(ada.uid))["2026-01-01"]?.messagesCount).toBe(1);
    expect((await daysOf(ben.uid))["2026-01-01"]).toBeUndefined();
  });
});
