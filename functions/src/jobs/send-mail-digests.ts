// Scheduled: finds the notification e-mail digests that are due and hands them, a page per shard,
// to the `sendDigestShard` queue, whose tasks send them (modules/mail/digests.job.ts, which the
// tests run directly). Every 5 minutes: a digest waits at most that long after its hour allows
// it; a run with nothing due costs two reads.
import { onSchedule } from "firebase-functions/scheduler";
import { scheduled } from "./schedule-options";
import { onTaskDispatched } from "firebase-functions/tasks";
import type * as Digests from "../modules/mail";
import { logJobRun } from "../lib/logger";
import type * as ShardQueues from "../lib/shard-queue";
import { DIGEST_SHARDS } from "./background-queues";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const mail = () => require("../modules/mail") as typeof Digests;

export const sendMailDigests = onSchedule(scheduled("every 5 minutes", 300), async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { cloudTasksShardQueue } = require("../lib/shard-queue") as typeof ShardQueues;
  const queue = cloudTasksShardQueue<Digests.DigestShard>(DIGEST_SHARDS.fn, DIGEST_SHARDS.deadlineSeconds);
  logJobRun("sendMailDigests", await mail().sendMailDigests(undefined, queue));
});

export const sendDigestShard = onTaskDispatched<Digests.DigestShard>(
  {
    region: "us-central1",
    // A shard that fails is tried again; its digests that went out are skipped the second time.
    retryConfig: { maxAttempts: 3, minBackoffSeconds: 10, maxBackoffSeconds: 120 },
    rateLimits: { maxConcurrentDispatches: DIGEST_SHARDS.dispatches },
    concurrency: DIGEST_SHARDS.concurrency,
    maxInstances: DIGEST_SHARDS.dispatches / DIGEST_SHARDS.concurrency,
    memory: "512MiB",
    cpu: 1,
    timeoutSeconds: DIGEST_SHARDS.deadlineSeconds,
  },
  async (request) => {
    // Never decided at a time before now: a shard retried late must not take a digest sent since
    // for one from the future (digests.service.ts ignores a last send far ahead of its time).
    const at = Math.max(request.data.at, Date.now());
    logJobRun("sendDigestShard", await mail().runDigestShard({ ...request.data, at }));
  },
);
