// Scheduled: names the changed day documents, a page per shard, and hands them to the
// `rollUpShard` queue, whose tasks roll them into weeks, months, years, totals and the platform's
// figures (modules/statistics/roll-up.job.ts, which the tests run directly). Every 15 minutes:
// the statistics screen's "Today" is live anyway, the other periods lag at most this long.
import { onSchedule } from "firebase-functions/scheduler";
import { scheduled } from "./schedule-options";
import { onTaskDispatched } from "firebase-functions/tasks";
import type * as RollUp from "../modules/statistics";
import { logJobRun } from "../lib/logger";
import type * as ShardQueues from "../lib/shard-queue";
import { ROLL_UP_SHARDS } from "./background-queues";

// Loaded on the first run only, so the api function's cold start does not pay for it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const statistics = () => require("../modules/statistics") as typeof RollUp;

export const rollUpStatistics = onSchedule(scheduled("every 15 minutes", 540), async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { cloudTasksShardQueue } = require("../lib/shard-queue") as typeof ShardQueues;
  const queue = cloudTasksShardQueue<RollUp.RollUpShard>(ROLL_UP_SHARDS.fn, ROLL_UP_SHARDS.deadlineSeconds);
  logJobRun("rollUpStatistics", await statistics().rollUpStatistics({ queue }));
});

export const rollUpShard = onTaskDispatched<RollUp.RollUpShard>(
  {
    region: "us-central1",
    // A shard that fails is tried again; the days it rolled already have nothing new the second time.
    retryConfig: { maxAttempts: 3, minBackoffSeconds: 10, maxBackoffSeconds: 120 },
    rateLimits: { maxConcurrentDispatches: ROLL_UP_SHARDS.dispatches },
    concurrency: ROLL_UP_SHARDS.concurrency,
    maxInstances: ROLL_UP_SHARDS.dispatches / ROLL_UP_SHARDS.concurrency,
    memory: "512MiB",
    cpu: 1,
    timeoutSeconds: ROLL_UP_SHARDS.deadlineSeconds,
  },
  async (request) => {
    logJobRun("rollUpShard", await statistics().runRollUpShard(request.data));
  },
);
