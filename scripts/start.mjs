// npm start: builds the functions and the web app, starts every emulator with the demo data and
// serves the app on the Hosting emulator. Ctrl+C stops everything.
import { spawn } from "node:child_process";
import { emulatorDataDir, repoRoot } from "./lib/paths.mjs";
import {
  HOSTING_URL,
  PROJECT_ID,
  emulatorArgs,
  emulatorEnv,
  hasDemoData,
  run,
  startStorage,
} from "./lib/emulators.mjs";
import { LOCAL_SCHEDULE, startLocalScheduler } from "./lib/local-scheduler.mjs";
import { DEMO_PASSWORD, DEMO_USERS } from "./seed/demo-users.mjs";

const started = Date.now();
console.log("Building the functions and the web app...");
const build = await run("npm", ["run", "build"]);
if (build.code !== 0) process.exit(build.code);

const importArgs = hasDemoData() ? ["--import", emulatorDataDir] : [];
if (!importArgs.length) console.warn("No demo data in emulator-data/: run `npm run seed` to create it.");

// Cloud Storage's stand-in (the Storage emulator cannot run offline): in this process, until it ends.
await startStorage();

const emulators = spawn(process.execPath, emulatorArgs("start", ...importArgs), {
  cwd: repoRoot,
  env: emulatorEnv(),
  stdio: "inherit",
});

// The terminal sends Ctrl+C to the whole process group; the Firebase CLI shuts the emulators down
// cleanly on its own, so this process only waits for it instead of dying first.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => {});
emulators.on("close", (code) => process.exit(code ?? 0));

await waitForHosting();
await waitForFunctions();
if (importArgs.length) await catchUpDemoHistory();
startLocalScheduler();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`
  Spurq is running at ${HOSTING_URL}  (ready after ${seconds} s, build included)
  Demo sign-in: ${DEMO_USERS.map((u) => u.email).join(", ")}  password: ${DEMO_PASSWORD}
  Scheduled jobs run here as Cloud Scheduler would: ${LOCAL_SCHEDULE.map((j) => `${j.name} every ${j.everyMinutes} min`).join(", ")}
  Press Ctrl+C to stop.
`);

/** Brings the demo readers' visits up to today (scripts/seed/catch-up.mjs); never fatal. */
async function catchUpDemoHistory() {
  const caughtUp = await run(process.execPath, ["scripts/seed/catch-up.mjs"], {
    env: emulatorEnv({
      GCLOUD_PROJECT: PROJECT_ID,
      FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
      FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
      SPURQ_LOG: "silent",
    }),
  });
  if (caughtUp.code !== 0) console.warn("Could not bring the demo data's history up to today.");
}

/**
 * The Functions emulator loads the functions after Hosting is up: wait until the api answers
 * (any answer of its own, 401 without a token) rather than the emulator's "does not exist".
 */
async function waitForFunctions() {
  const url = `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/api/api/auth/user`;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status !== 404 || !(await response.text()).includes("does not exist")) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function waitForHosting() {
  for (;;) {
    try {
      const response = await fetch(`${HOSTING_URL}/`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
