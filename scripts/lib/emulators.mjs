// Running the Firebase CLI with the offline emulator settings that prepare-emulators wrote.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { emulatorDataDir, emulatorEnvFile, firebaseBin, repoRoot } from "./paths.mjs";
import { STORAGE_HOST, startStorageStandIn } from "./storage-standin.mjs";
import { ensureStorageKey, storageKeyFile } from "./storage-key.mjs";

export const PROJECT_ID = "demo-spurq";
export const HOSTING_URL = "http://127.0.0.1:5000";
/**
 * The emulators the app runs on. Storage is left out on purpose: its emulator downloads a rules
 * runtime at start-up, which these machines cannot; the stand-in of the Cloud Storage API
 * (storage-standin.mjs, started by startStorage below) plays it instead.
 */
export const EMULATORS = "auth,firestore,functions,hosting,pubsub,tasks";

/** The environment for the Firebase CLI: ours plus the local emulator binaries, if any. */
export function emulatorEnv(extra = {}) {
  const local = existsSync(emulatorEnvFile) ? JSON.parse(readFileSync(emulatorEnvFile, "utf8")) : {};
  // No Google metadata server on a developer's machine: stop google-auth-library probing for one.
  // The functions and the tests reach Cloud Storage's stand-in and sign links with its local key.
  const storage = { STORAGE_EMULATOR_HOST: `http://${STORAGE_HOST}`, SPURQ_STORAGE_KEY_FILE: storageKeyFile };
  return { METADATA_SERVER_DETECTION: "none", ...process.env, ...storage, ...local, ...extra };
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

/**
 * Starts the Cloud Storage stand-in on its fixed port (making the local key first if there is
 * none); resolves with something to close it with. Throws when the port is taken.
 */
export async function startStorage() {
  const key = ensureStorageKey(PROJECT_ID);
  return startStorageStandIn({ publicKey: key.private_key });
}
