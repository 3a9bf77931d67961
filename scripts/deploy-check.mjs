// npm run deploy:check -- --project <alias-or-id> [--used-indexes <file>] [--sms twilio|simulated]
//   [--service-account <email>]
// Checks offline, before anything is uploaded, what a deploy needs (docs/production.md, Deploy):
// the rules compile, the indexes file is well formed and covers the indexes a guard recorded, the
// production headers name no local origin and carry COOP, functions/.env.<project> has APP_URL,
// the SMS choice is consistent; then prints the IAM roles with the commands that grant them.
// Exits 1 with every problem listed; `npm run deploy` runs it first.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { emulatorEnvFile, repoRoot } from "./lib/paths.mjs";
import {
  compileRules,
  envFilesFor,
  envProblems,
  headerProblems,
  iamRoles,
  indexFileProblems,
  readProjectEnv,
  resolveProject,
  twilioChoice,
  uncoveredIndexes,
} from "./lib/deploy-check.mjs";

/**
 * The Firestore emulator to compile rules with: the Cloud SDK's (through the launcher that
 * prepare-emulators builds), else the one the Firebase CLI downloaded on a machine with internet.
 */
function firestoreEmulatorJar() {
  const local = existsSync(emulatorEnvFile)
    ? JSON.parse(readFileSync(emulatorEnvFile, "utf8")).FIRESTORE_EMULATOR_BINARY_PATH
    : undefined;
  if (local) return local;
  const cache = join(homedir(), ".cache", "firebase", "emulators");
  const downloaded = existsSync(cache)
    ? readdirSync(cache)
        .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
        .sort()
    : [];
  return downloaded.length > 0 ? join(cache, downloaded.at(-1)) : undefined;
}

/** Parses `--name value` flags. */
export function flags(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i += 1) {
    const match = /^--([a-z-]+)$/.exec(argv[i]);
    if (!match) continue;
    const next = argv[i + 1];
    if (next === undefined || next.startsWith("--")) out[match[1]] = true;
    else {
      out[match[1]] = next;
      i += 1;
    }
  }
  return out;
}

/** Runs every check; returns { ok, projectId, alias, envFiles, twilio }. */
export async function deployCheck(argv, log = console.log) {
  const options = flags(argv);
  const project = typeof options.project === "string" ? options.project : undefined;
  if (!project || project.startsWith("demo-")) {
    log("usage: npm run deploy:check -- --project <your-firebase-project-id-or-alias>");
    return { ok: false };
  }
  const rc = existsSync(join(repoRoot, ".firebaserc"))
    ? JSON.parse(readFileSync(join(repoRoot, ".firebaserc"), "utf8"))
    : {};
  const { projectId, alias } = resolveProject(project, rc);
  const functionsDir = join(repoRoot, "functions");
  const problems = [];
  const section = (title, found, okText) => {
    log(
      `${found.length === 0 ? "ok  " : "FAIL"} ${title}${found.length === 0 && okText ? `: ${okText}` : ""}`,
    );
    for (const problem of found) log(`     - ${problem}`);
    problems.push(...found);
  };

  const envFiles = envFilesFor(functionsDir, { projectId, alias });
  const env = readProjectEnv(functionsDir, envFiles);
  section("environment", envProblems(env, envFiles), envFiles.map((file) => `functions/${file}`).join(", "));

  let twilio = false;
  try {
    twilio = twilioChoice(env, typeof options.sms === "string" ? options.sms : undefined);
    log(
      twilio
        ? "ok   SMS: Twilio; the deploy binds TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER, which must exist in Secret Manager (npx firebase functions:secrets:set <name>); the CLI stops if one is missing"
        : "ok   SMS: simulated (no Twilio secrets declared or bound; set SMS_PROVIDER=twilio to send)",
    );
  } catch (error) {
    section("SMS", [error.message]);
  }

  const firebaseJson = JSON.parse(readFileSync(join(repoRoot, "firebase.json"), "utf8"));
  section(
    "production headers",
    headerProblems(firebaseJson),
    "no local origin, COOP same-origin-allow-popups",
  );

  const indexes = JSON.parse(readFileSync(join(repoRoot, firebaseJson.firestore.indexes), "utf8"));
  section(
    "firestore.indexes.json",
    indexFileProblems(indexes),
    `${indexes.indexes.length} composite indexes, ${(indexes.fieldOverrides ?? []).length} field overrides`,
  );
  // The indexes the last whole `npm test` used (the production guard's record), unless named.
  const usedFile =
    typeof options["used-indexes"] === "string"
      ? options["used-indexes"]
      : existsSync(join(repoRoot, "test-results", "used-indexes.json"))
        ? join(repoRoot, "test-results", "used-indexes.json")
        : undefined;
  if (usedFile) {
    const used = JSON.parse(readFileSync(usedFile, "utf8"));
    const missing = uncoveredIndexes(indexes, used).map(
      (need) =>
        `no index for ${need.collectionGroup} (${need.queryScope}): ${need.fields.map((f) => `${f.fieldPath} ${f.order ?? f.arrayConfig}`).join(", ")}`,
    );
    section(`used indexes (${usedFile})`, missing, `all ${used.length} declared`);
  } else log("note used indexes: no --used-indexes file and no whole npm test run yet, coverage not checked");

  const launcher = firestoreEmulatorJar();
  const ruleFiles = [firebaseJson.firestore.rules, firebaseJson.storage?.rules].filter(Boolean);
  try {
    const { compiled, problems: found } = await compileRules(
      launcher,
      ruleFiles.map((name) => ({ name, content: readFileSync(join(repoRoot, name), "utf8") })),
    );
    section("rules compile", found, compiled.join(", "));
  } catch (error) {
    section("rules compile", [error.message]);
  }

  log("\nIAM roles the project needs (grant once; nothing here can check them offline):");
  const account = typeof options["service-account"] === "string" ? options["service-account"] : undefined;
  for (const { role, why, command } of iamRoles(projectId, account)) log(`  ${role}: ${why}\n    ${command}`);
  log(
    problems.length === 0 ? "\ndeploy:check passed" : `\ndeploy:check failed: ${problems.length} problem(s)`,
  );
  return { ok: problems.length === 0, projectId, alias, envFiles, twilio, options };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ok } = await deployCheck(process.argv.slice(2));
  process.exit(ok ? 0 : 1);
}
