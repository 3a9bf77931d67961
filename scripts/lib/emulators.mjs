// Running the Firebase CLI with the offline emulator settings that prepare-emulators wrote.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { emulatorDataDir, emulatorEnvFile, firebaseBin, repoRoot } from "./paths.mjs";

export const PROJECT_ID = "demo-spurq";
export const HOSTING_URL = "http://127.0.0.1:5000";
/**
 * The emulators the app runs on. Storage is left out on purpose: its emulator downloads a rules
 * runtime at start-up, and the app does not use Cloud Storage (storage.rules denies everything).
 */
export const EMULATORS = "auth,firestore,functions,hosting,pubsub,tasks";

/** The environment for the Firebase CLI: ours plus the local emulator binaries, if any. */
export function emulatorEnv(extra = {}) {
  const local = existsSync(emulatorEnvFile) ? JSON.parse(readFileSync(emulatorEnvFile, "utf8")) : {};
  // No Google metadata server on a developer's machine: stop google-auth-library probing for one.
  return { METADATA_SERVER_DETECTION: "none", ...process.env, ...local, ...extra };
}

/** True when emulator-data/ holds an export to import. */
export function hasDemoData() {
  return (
    existsSync(emulatorDataDir) && readdirSync(emulatorDataDir).includes("firebase-export-metadata.json")
  );
}

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function run(command, args, { env = process.env, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env,
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    let output = "";
    if (quiet) {
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
    }
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
    child.on("error", (error) => resolve({ code: 1, output: String(error) }));
  });
}

/** Arguments for `firebase` with the project pinned to the demo project (it can reach only emulators). */
export function firebaseArgs(...args) {
  return [firebaseBin, ...args, "--project", PROJECT_ID];
}

/** Arguments for `firebase emulators:<command>` with our emulator set. */
export function emulatorArgs(command, ...args) {
  return firebaseArgs(`emulators:${command}`, "--only", EMULATORS, ...args);
}
