// Scheduled: folds what the ranking shards counted into the points distribution behind each
// user's rank percentile, and hands one task per range of uids to the `rankShard` queue, whose
// tasks rank the marked totals of their range (modules/progress/ranking.job.ts, which the tests
// run directly).
import { onSchedule } from "firebase-functions/scheduler";
import { onTaskDispatched } from "firebase-functions/tasks";
import { scheduled } from "./schedule-options";
import type * as Ranking from "../modules/progress";
import { logJobRun } from "../lib/logger";
import type * as ShardQueues from "../lib/shard-queue";
import { RANK_SHARDS_QUEUE } from "./background-queues";

// Loaded on the first run only, so the api function's cold start does not pay for it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const progress = () => require("../modules/progress") as typeof Ranking;

export const rankPoints = onSchedule(scheduled("every 15 minutes", 540), async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { cloudTasksShardQueue } = require("../lib/shard-queue") as typeof ShardQueues;
  const queue = cloudTasksShardQueue<Ranking.RankShard>(
    RANK_SHARDS_QUEUE.fn,
    RANK_SHARDS_QUEUE.deadlineSeconds,
  );
  logJobRun("rankPoints", await progress().rankPoints({ queue }));
});

export const rankShard = onTaskDispatched<Ranking.RankShard>(
  {
    region: "us-central1",
    // A shard that fails is tried again; the users it moved are unmarked the second time.
    retryConfig: { maxAttempts: 3, minBackoffSeconds: 10, maxBackoffSeconds: 120 },
    rateLimits: { maxConcurrentDispatches: RANK_SHARDS_QUEUE.dispatches },
    concurrency: RANK_SHARDS_QUEUE.concurrency,
    maxInstances: RANK_SHARDS_QUEUE.dispatches / RANK_SHARDS_QUEUE.concurrency,
    memory: "512MiB",
    cpu: 1,
    timeoutSeconds: RANK_SHARDS_QUEUE.deadlineSeconds,
  },
  async (request) => {
    logJobRun("rankShard", await progress().runRankShard(request.data));
  },
);
