// The demo readers' past few weeks (issue 11): they signed up four weeks before the seed day and
// came back on most days since, each visit a sign-in (the app's sync) and some minutes with the
// app open (heartbeats), so streaks, points, the statistics screen and its 12-week chart have a
// history on first sign-in. Everything goes through the function's own services in this process,
// each at its time through the injectable clock (functions/lib/lib/clock.js), in time order, as
// the ledger counts days and streaks in order; then the scheduled jobs run once.
//
// The rest of the seed (articles, highlights, friends, spurqs, the chat) goes through the API on
// the seed day, after this history.
import { atTime } from "../../functions/lib/lib/clock.js";
import { syncUser } from "../../functions/lib/modules/auth/auth.service.js";
import { heartbeat } from "../../functions/lib/modules/statistics/statistics.service.js";
import { rollUpStatistics } from "../../functions/lib/modules/statistics/roll-up.job.js";
import { rankPoints } from "../../functions/lib/modules/statistics/ranking.job.js";
import { rankTopContributors } from "../../functions/lib/modules/contributors/top-contributors.job.js";

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

/** A caller as the API's middleware would build it from the user's verified token. */
const callerFor = ({ uid, email }) => ({
  uid,
  tokenUid: uid,
  isAdmin: false,
  impersonating: false,
  idToken: "",
  token: { uid, email, firebase: { sign_in_provider: "password" } },
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
  return { since: new Date(start), visits: visits.length };
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
