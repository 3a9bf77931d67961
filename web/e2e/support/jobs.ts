// Runs a scheduled function of the Functions emulator now, as Cloud Scheduler would (the emulator
// loads scheduled functions but does not run them; see scripts/lib/local-scheduler.mjs, which
// `npm start` also uses). The answer comes when the run has finished; a coordinator's run
// (rollUpStatistics, sendMailDigests) has then only queued its shards, which the Cloud Tasks
// emulator runs a moment later.
import { runScheduledJob } from "../../../scripts/lib/local-scheduler.mjs";
import type { ApiUser } from "./social";

export { runScheduledJob };

/** Long enough for the queued shards on a loaded 2-core machine. */
const ROLL_UP_WAIT_MS = 60_000;

/**
 * Rolls the statistics up and waits until the shards have rolled `reader`'s days into their
 * week (GET /api/statistics/user says when), so a screen opened next shows rolled-up figures.
 */
export async function rollUpStatisticsOf(reader: ApiUser): Promise<void> {
  await runScheduledJob("rollUpStatistics");
  const deadline = Date.now() + ROLL_UP_WAIT_MS;
  for (;;) {
    const figures = (await reader.call("GET", "/api/statistics/user")) as {
      weekly?: { updatedAt?: unknown };
    };
    if (figures.weekly?.updatedAt) return;
    if (Date.now() > deadline)
      throw new Error(`rollUpStatistics: not rolled up within ${ROLL_UP_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
