// Exports only: the `api` HTTPS function (and, as they land, the scheduled jobs).
// The Express app and the Admin SDK load on the first request, not when the module is read, so
// deploy-time discovery and cold starts of other functions do not pay for them.
import { onRequest } from "firebase-functions/https";
import type { Express } from "express";
import type * as AppModule from "./app";
import { assertSafeRuntime } from "./lib/runtime-guard";
import { API_SECRETS } from "./lib/secrets";

assertSafeRuntime(process.env);

let app: Express | undefined;

export const api = onRequest(
  {
    region: "us-central1",
    // One instance serves many concurrent requests (I/O bound: Firestore and Auth calls), which
    // needs at least one CPU; 512 MiB leaves room for the import pipeline's jsdom and pdf.js.
    cpu: 1,
    memory: "512MiB",
    concurrency: 80,
    timeoutSeconds: 60,
    maxInstances: 20,
    invoker: "public",
    secrets: API_SECRETS,
  },
  async (req, res) => {
    // Lazy require keeps express and firebase-admin off the module-load path.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    app ??= (require("./app") as typeof AppModule).createApp();
    app(req, res);
  },
);

// Scheduled jobs: thin wrappers that load their job's module on the first run.
export { rollUpStatistics } from "./jobs/roll-up-statistics";
export { rankPoints } from "./jobs/rank-points";
export { rankTopContributors } from "./jobs/rank-top-contributors";
export { sendMailDigests } from "./jobs/send-mail-digests";
export { runJob } from "./jobs/run-job";
