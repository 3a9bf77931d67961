// The demo readers' past few weeks: they signed up four weeks before the seed day and
// came back on most days since, each visit a sign-in (the app's sync) and some minutes with the
// app open (heartbeats), so streaks, points, the statistics screen and its 12-week chart have a
// history on first sign-in. Everything goes through the function's own services in this process,
// each at its time through the injectable clock (functions/lib/lib/clock.js), in time order, as
// the ledger counts days and streaks in order; then the scheduled jobs run once.
//
// The rest of the seed (articles, highlights, friends, spurqs, the chat) goes through the API on
// the seed day, after this history.
import { atTime } from "../../functions/lib/lib/clock.js";
import { syncUser } from "../../functions/lib/modules/auth/index.js";
import { heartbeat, rollUpStatistics } from "../../functions/lib/modules/statistics/index.js";
import {
  achievements,
  markAchievementsSeen,
  rankPoints,
} from "../../functions/lib/modules/progress/index.js";
import { rankTopContributors } from "../../functions/lib/modules/contributors/index.js";
import { db } from "../../functions/lib/lib/firebase.js";

const DAY = 24 * 60 * 60 * 1000;
/** Days of history before the seed day. */
export const HISTORY_DAYS = 28;

/**
 * Each demo reader's habits: the streak of daily visits that runs up to the seed day, the earlier
 * days they came back (days before the seed day), when they usually open the app (UTC hour), and
 * how many minutes they stay.
 */
const HABITS = {
  ada: { streak: 12, earlier: [27, 26, 24, 22, 21, 20, 18, 16, 15], hour: 7, minutes: [12, 34] },
  ben: { streak: 5, earlier: [28, 25, 23, 19, 17, 14, 12, 10, 8], hour: 19, minutes: [8, 25] },
  chloe: { streak: 9, earlier: [27, 23, 20, 19, 13, 12], hour: 12, minutes: [15, 40] },
  dev: { streak: 3, earlier: [26, 21, 14, 9, 6], hour: 21, minutes: [5, 15] },
};

/**
 * A caller as the API's middleware would build it from the user's verified token. The demo
 * accounts' addresses are verified in Firebase Authentication (seed-data.mjs creates them so), so
 * their tokens say `email_verified`, and the record says `emailVerified: true` from the first sync:
 * their notification e-mails are not held back as an unproved address's would be.
 */
const callerFor = ({ uid, email }) => ({
  uid,
  tokenUid: uid,
  isAdmin: false,
  impersonating: false,
  idToken: "",
  token: { uid, email, email_verified: true, firebase: { sign_in_provider: "password" } },
});

/** Minutes of a visit on a day, between the habit's bounds, the same on every seed run. */
const minutesOn = ([least, most], daysAgo) => least + ((daysAgo * 7) % (most - least + 1));

/**
 * Signs the demo readers up `HISTORY_DAYS` days before `today` and replays their visits, oldest
 * first. `accounts` are { key, username, uid, email }, the last three with the seed's suffix.
 */
export async function seedHistory(accounts, today = Date.now()) {
  // `key` is the demo username without the seed's suffix.
  const start = today - HISTORY_DAYS * DAY;
  const visits = [];
  for (const account of accounts) {
    const habit = HABITS[account.key];
    if (!habit) continue;
    visits.push({ account, daysAgo: HISTORY_DAYS, habit, signUp: true });
    const days = new Set([...habit.earlier, ...Array.from({ length: habit.streak }, (_, i) => i + 1)]);
    for (const daysAgo of days) if (daysAgo < HISTORY_DAYS) visits.push({ account, daysAgo, habit });
  }
  const at = ({ daysAgo, habit }, minute = 0) =>
    new Date(Math.floor((today - daysAgo * DAY) / DAY) * DAY + habit.hour * 3_600_000 + minute * 60_000);
  visits.sort((a, b) => at(a) - at(b));
  for (const visit of visits) {
    const { account, daysAgo, habit, signUp } = visit;
    await atTime(at(visit), () =>
      syncUser(callerFor(account), signUp ? { displayName: account.username, isNewAccount: true } : {}),
    );
    for (let minute = 1; minute <= minutesOn(habit.minutes, daysAgo); minute++) {
      await atTime(at(visit, minute), () => heartbeat(account.uid));
    }
  }
  await historyMark().set({ through: dayOf(today) });
  return { since: new Date(start), visits: visits.length };
}

/** Where the demo data notes the last day its history reaches (emulators only). */
const historyMark = () => db().collection("demo").doc("history");
const dayOf = (ms) => new Date(ms).toISOString().slice(0, 10);
/** Days `npm start` fills in at most: enough for any streak to run up to today. */
export const CATCH_UP_DAYS = 14;

/**
 * Keeps the committed demo data alive on the day someone runs it: the demo readers come back on
 * each day since the history's last day (at most CATCH_UP_DAYS, the most recent), a sign-in and a
 * few minutes each, through the same services; so their streaks run up to yesterday, this week
 * has contributors, and the day's first sign-in is the reader's own. Returns the visits added.
 */
export async function catchUpHistory(accounts, today = Date.now()) {
  const mark = (await historyMark().get()).data();
  if (!mark) return 0;
  const lastDay = Date.parse(`${mark.through}T00:00:00Z`);
  const todayStart = Math.floor(today / DAY) * DAY;
  const missed = Math.min(CATCH_UP_DAYS, Math.round((todayStart - lastDay) / DAY) - 1);
  let visits = 0;
  for (let daysAgo = missed; daysAgo >= 1; daysAgo--) {
    for (const account of accounts) {
      const habit = HABITS[account.key];
      if (!habit) continue;
      const visitAt = todayStart - daysAgo * DAY + habit.hour * 3_600_000;
      await atTime(new Date(visitAt), () => syncUser(callerFor(account), {}));
      for (let minute = 1; minute <= 5; minute++) {
        await atTime(new Date(visitAt + minute * 60_000), () => heartbeat(account.uid));
      }
      visits++;
    }
  }
  if (missed > 0) await historyMark().set({ through: dayOf(todayStart - DAY) });
  return visits;
}

/**
 * The demo readers have seen the achievements of their past weeks: all but each one's newest are
 * marked seen (the app's own call), so a first sign-in shows one achievement toast, not a run of them.
 */
export async function settleAchievements(uids) {
  for (const uid of uids) {
    const [, ...older] = await achievements(uid);
    if (older.length)
      await markAchievementsSeen(
        uid,
        older.map((achievement) => achievement.id),
      );
  }
}

/** The scheduled jobs, once: statistics, the points ranking and the week's top contributors. */
export async function runDemoJobs() {
  const rolled = await rollUpStatistics();
  const ranked = await rankPoints();
  const top = await rankTopContributors();
  return {
    daysRolled: rolled.daysRolled,
    usersRanked: ranked.usersRanked,
    topContributors: top.contributors,
  };
}
