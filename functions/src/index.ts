// Exports only: the `api` and `imports` HTTPS functions, the scheduled jobs, their shard queues
// and the two job queues.
// The Express app and the Admin SDK load on the first request, not when the module is read, so
// deploy-time discovery and cold starts of other functions do not pay for them.
import { onRequest } from "firebase-functions/https";
import { defineInt } from "firebase-functions/params";
import type { Express, Request, Response } from "express";
import type * as AppModule from "./app";
import { FUNCTION_SIZES, isHeavyRoute } from "./lib/function-sizes";
import { assertSafeRuntime } from "./lib/runtime-guard";
import { API_SECRETS } from "./lib/secrets";

assertSafeRuntime(process.env);

let app: Express | undefined;
function serve(name: string, req: Request, res: Response) {
  // Lazy require keeps express and firebase-admin off the module-load path.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  app ??= (require("./app") as typeof AppModule).createApp();
  // Which function answered: operators and the through-Hosting test read it.
  res.setHeader("x-spurq-function", name);
  app(req, res);
}

/**
 * Instances kept warm (billed while idle), per project in functions/.env.<project>; 0 unless
 * set, and always 0 on the emulators (functions/.env.local). docs/production.md weighs them.
 */
const API_MIN_INSTANCES = defineInt("API_MIN_INSTANCES", {
  default: 0,
  description: "Warm instances of the api function (0: none; 1 spares readers most cold starts)",
});
const IMPORTS_MIN_INSTANCES = defineInt("IMPORTS_MIN_INSTANCES", {
  default: 0,
  description: "Warm instances of the imports function (0: none)",
});

// Every request but the heavy ones (function-sizes.ts, HEAVY_ROUTES): Firestore and Auth calls,
// I/O bound, many at once on one CPU. Its concurrency is what 512 MiB holds of its heaviest
// request (an article body of 2,000,000 characters sanitised), as bench:memory measures.
const apiSize = FUNCTION_SIZES.api;
export const api = onRequest(
  {
    region: "us-central1",
    cpu: apiSize.cpu,
    memory: apiSize.memory,
    concurrency: apiSize.concurrency,
    timeoutSeconds: 60,
    minInstances: API_MIN_INSTANCES,
    maxInstances: apiSize.maxInstances,
    invoker: "public",
    secrets: API_SECRETS,
  },
  (req, res) => serve("api", req, res),
);

// The heavy routes (a PDF parsed, a page extracted, a library file read): the same Express app
// on instances sized for them, so a 10 MB PDF or a hostile zip never shares memory with the
// readers' ordinary requests. Hosting rewrites those paths here (firebase.json); any other path
// is refused, so the function serves nothing it was not sized for.
const importsSize = FUNCTION_SIZES.imports;
export const imports = onRequest(
  {
    region: "us-central1",
    cpu: importsSize.cpu,
    memory: importsSize.memory,
    concurrency: importsSize.concurrency,
    // The PDF import's own limit is 30 s, a page fetch 10 s; a 30 MiB library file reads in seconds.
    timeoutSeconds: 120,
    minInstances: IMPORTS_MIN_INSTANCES,
    maxInstances: importsSize.maxInstances,
    invoker: "public",
  },
  (req, res) => {
    if (!isHeavyRoute(req.method, req.path)) {
      res.status(404).json({ error: "Not found" });
      return;
    }
    serve("imports", req, res);
  },
);

// Scheduled jobs: thin wrappers that load their job's module on the first run. The roll-up, the
// ranking and the digests are coordinators that fan their work out to a task queue of their own
// (the shards).
export { rollUpStatistics, rollUpShard } from "./jobs/roll-up-statistics";
export { rankPoints, rankShard } from "./jobs/rank-points";
export { rankTopContributors } from "./jobs/rank-top-contributors";
export { foldPendingCounts } from "./jobs/fold-pending-counts";
export { sendMailDigests, sendDigestShard } from "./jobs/send-mail-digests";
// People's jobs: long kinds on runJob, short ones on runShortJob (modules/jobs/job-queue.ts).
export { runJob } from "./jobs/run-job";
export { runShortJob } from "./jobs/run-short-job";
