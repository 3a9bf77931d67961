// Prepares the Firebase emulators to run offline on machines that have the Google Cloud CLI's
// emulator components (Debian packages google-cloud-cli-firestore-emulator and
// google-cloud-cli-pubsub-emulator). The Firebase CLI would otherwise
// download the Firestore emulator jar from the internet, which these machines cannot reach.
//
// It writes .emulators/env.json with the variables the Firebase CLI honours
// (FIRESTORE_EMULATOR_BINARY_PATH, PUBSUB_EMULATOR_BINARY_PATH). Where no local emulator
// exists (a laptop with internet), it writes nothing and the CLI downloads its own.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { emulatorEnvFile, emulatorsDir } from "./lib/paths.mjs";

const FIRESTORE_MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";

function sdkRoot() {
  try {
    return execFileSync("gcloud", ["info", "--format=value(installation.sdk_root)"], {
      encoding: "utf8",
      timeout: 20_000,
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "";
  }
}

/** A jar whose manifest starts the SDK's Firestore emulator: the CLI runs `java -jar` on it. */
function buildFirestoreLauncher(emulatorJar) {
  const work = join(emulatorsDir, "launcher");
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const manifest = join(work, "MANIFEST.MF");
  writeFileSync(
    manifest,
    `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: ${pathToFileURL(emulatorJar).href}\n`,
  );
  const launcher = join(emulatorsDir, "firestore-launcher.jar");
  rmSync(launcher, { force: true });
  execFileSync("jar", ["--create", "--file", launcher, "--manifest", manifest], { stdio: "inherit" });
  rmSync(work, { recursive: true, force: true });
  return launcher;
}

mkdirSync(emulatorsDir, { recursive: true });
const env = {};
const root = sdkRoot();
if (root) {
  const firestoreJar = join(root, "platform/cloud-firestore-emulator/cloud-firestore-emulator.jar");
  const pubsub = join(root, "platform/pubsub-emulator/bin/cloud-pubsub-emulator");
  if (existsSync(firestoreJar)) env.FIRESTORE_EMULATOR_BINARY_PATH = buildFirestoreLauncher(firestoreJar);
  if (existsSync(pubsub)) env.PUBSUB_EMULATOR_BINARY_PATH = pubsub;
}
writeFileSync(emulatorEnvFile, JSON.stringify(env, null, 2) + "\n");
console.log(
  Object.keys(env).length
    ? `Local emulators prepared: ${Object.keys(env).join(", ")}`
    : "No local Google Cloud SDK emulators found: the Firebase CLI will download its own.",
);
