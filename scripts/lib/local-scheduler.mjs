// Plays Cloud Scheduler for `npm start`: the Functions emulator loads scheduled functions but never
// runs them on their schedule, so the statistics, ranks and top contributors would stay as the
// demo data left them. A 2nd-gen scheduled function is an HTTP function underneath; firebase-tools
// 14's emulator serves it as `{name}-0` (a message on its Pub/Sub topic does not start it).
import { PROJECT_ID } from "./emulators.mjs";

/**
 * The jobs and how often they run locally: more often than in production (15 and 60 minutes), so
 * a developer sees a change reach the statistics screen within a couple of minutes.
 */
export const LOCAL_SCHEDULE = [
  { name: "rollUpStatistics", everyMinutes: 2 },
  { name: "rankPoints", everyMinutes: 2 },
  { name: "rankTopContributors", everyMinutes: 10 },
  { name: "foldPendingCounts", everyMinutes: 5 },
  // Every 5 minutes in production; each recipient still gets at most one digest per kind an hour.
  { name: "sendMailDigests", everyMinutes: 2 },
];

/** The emulator address of a scheduled function. */
export const scheduledJobUrl = (name, origin = "http://127.0.0.1:5001") =>
  `${origin}/${PROJECT_ID}/us-central1/${name}-0`;

/** Runs one job now; resolves when its run has finished (the emulator answers then). */
export async function runScheduledJob(name, origin) {
  const response = await fetch(scheduledJobUrl(name, origin), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
}

/**
 * Runs every job once now and then on its local schedule, one run of a job at a time (a run that
 * outlasts its interval is not overlapped). Returns a function that stops the schedule.
 */
export function startLocalScheduler({ jobs = LOCAL_SCHEDULE, origin, log = console.warn } = {}) {
  const timers = [];
  for (const { name, everyMinutes } of jobs) {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await runScheduledJob(name, origin);
      } catch (error) {
        log(`Scheduled job ${name} failed: ${error.message}`);
      } finally {
        running = false;
      }
    };
    void tick();
    const timer = setInterval(tick, everyMinutes * 60_000);
    timer.unref();
    timers.push(timer);
  }
  return () => timers.forEach(clearInterval);
}
