// npm run deploy -- --project <alias-or-id> [--sms twilio|simulated] [--only <targets>] [--no-force]
// Unattended: never prompts. It runs deploy:check (offline), builds, stages the functions deploy
// package (scripts/lib/deploy-package.mjs: built code, a lockfile cut from the root one, the
// project's .env files, whether Twilio is bound), then deploys functions, Hosting and the
// Firestore rules and indexes with a copy of firebase.json without local origins, pointed at the
// package, under --non-interactive (a missing value fails instead of asking) and --force (see
// docs/production.md, Deploy, for what --force decides).
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { firebaseBin, repoRoot } from "./lib/paths.mjs";
import { run } from "./lib/emulators.mjs";
import { productionFirebaseConfig } from "./lib/production-config.mjs";
import { stageFunctions } from "./lib/deploy-package.mjs";
import { deployCheck } from "./deploy-check.mjs";

const check = await deployCheck(process.argv.slice(2));
if (!check.ok) process.exit(1);
// The project as given (alias or id), so the CLI reads the same .env.<alias> the check read.
const { envFiles, twilio, options } = check;

const build = await run("npm", ["run", "build"]);
if (build.code !== 0) process.exit(build.code);

const packageDir = join(repoRoot, ".deploy", "functions");
stageFunctions({ repoRoot, outDir: packageDir, twilio, envFiles });
const config = productionFirebaseConfig(JSON.parse(readFileSync(join(repoRoot, "firebase.json"), "utf8")), {
  functionsSource: ".deploy/functions",
});
const deployConfig = join(repoRoot, "firebase.deploy.json");
writeFileSync(deployConfig, JSON.stringify(config, null, 2));
try {
  const deployed = await run(firebaseBin, [
    "deploy",
    "--config",
    deployConfig,
    "--project",
    options.project,
    "--only",
    typeof options.only === "string" ? options.only : "functions,hosting,firestore",
    "--non-interactive",
    ...(options["no-force"] ? [] : ["--force"]),
  ]);
  process.exitCode = deployed.code;
} finally {
  rmSync(deployConfig, { force: true });
}
