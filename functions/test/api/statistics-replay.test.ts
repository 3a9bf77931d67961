// The statistics benchmark's invariants at a small scale, in every npm test: about 300
// actions of 10 users over 60 days, through the real services at their times, with roll-ups
// running all the while; then the roll-up, two runs at once, must agree exactly with a recount
// from the ledger; a run after that writes
// nothing of theirs and reads none of their days; one change later, a run reads that day and no
// other of theirs. (npm run bench:statistics does the same with 200 users.)
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../../src/lib/firebase";
import { atTime } from "../../src/lib/clock";
import { rollUpStatistics } from "../../src/modules/statistics/roll-up.job";
import { createHighlight } from "../../src/modules/annotations";
import { countWrites } from "../helpers/progress";
import { replay, type ReplayResult } from "../helpers/replay";
import { readPaths, recount, rolledUp, versions } from "../helpers/statistics";

const START = new Date("2024-02-05T00:00:00Z");
let result: ReplayResult;
let ledgerEntries = 0;

const mine = (paths: string[]) =>
  paths.filter((path) => result.uids.some((uid) => path.includes(`/${uid}/`)));

describe("a replay of 60 days of 10 users", () => {
  beforeAll(async () => {
    await rollUpStatistics();
    // Roll-ups keep running while the history is made, as the schedule would while users act.
    let replaying = true;
    let rollsDuring = 0;
    const rolling = (async () => {
      while (replaying) {
        await rollUpStatistics();
        rollsDuring += 1;
      }
    })();
    result = await replay({
      users: 10,
      days: 60,
      start: START,
      seed: 11,
      signInChance: 0.3,
      actionChance: 0.12,
      concurrency: 10,
    }).finally(() => (replaying = false));
    await rolling;
    expect(rollsDuring).toBeGreaterThan(3);
    for (const uid of result.uids) {
      ledgerEntries += (await db().collection("users").doc(uid).collection("activity").count().get()).data()
        .count;
    }
  }, 180_000);

  it("when roll-ups ran while it was made and two run at once after it, then every user's periods equal a recount from the ledger", async () => {
    expect(ledgerEntries).toBeGreaterThanOrEqual(300);
    expect(result.calls["delete-highlight"]).toBeGreaterThan(0);
    await Promise.all([rollUpStatistics(), rollUpStatistics()]);
    for (const uid of result.uids) expect(await rolledUp(uid), uid).toEqual(await recount(uid));
  });

  it("when it runs again, then it writes nothing of theirs and reads none of their days", async () => {
    const before = await versions(result.uids);
    const {
      result: { writes },
      paths,
    } = await readPaths(() => countWrites(() => rollUpStatistics()));
    expect(mine(writes)).toEqual([]);
    expect(await versions(result.uids)).toEqual(before);
    // Every day of theirs was rolled, so none carries the roll-up's marker any more.
    expect(mine(paths).filter((path) => path.includes("/days/"))).toEqual([]);
  });

  it("when one user acts again later, then the next run reads that day and none of the others' days", async () => {
    const uid = result.uids[3]!;
    const article = await db().collection("articles").where("userId", "==", uid).limit(1).get();
    const text = "Maps are arguments about the world, not copies of it.";
    const when = new Date("2024-04-10T12:00:00Z");
    await atTime(when, () =>
      createHighlight(uid, {
        articleId: article.docs[0]!.id,
        text,
        startOffset: 0,
        endOffset: text.length,
        prefix: "",
        suffix: "",
        color: "#FEF9C3",
      }),
    );
    const { paths } = await readPaths(() => rollUpStatistics());
    const days = new Set(mine(paths).filter((path) => path.includes("/days/")));
    expect([...days]).toHaveLength(1);
    expect([...days][0]).toMatch(new RegExp(`users/${uid}/days/2024-04-1[01]$`));
    expect(await rolledUp(uid)).toEqual(await recount(uid));
  });
});
