// npm run deploy -- --project <alias-or-id>: builds, then deploys functions, hosting and Firestore
// rules and indexes. Deploys with a copy of firebase.json whose Content-Security-Policy has the
// local emulator origins (127.0.0.1 / localhost) removed, so production allows nothing more
// than the app needs.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { firebaseBin, repoRoot } from "./lib/paths.mjs";
import { run } from "./lib/emulators.mjs";
import { productionFirebaseConfig } from "./lib/production-config.mjs";

const projectFlag = process.argv.indexOf("--project");
const project = projectFlag > 0 ? process.argv[projectFlag + 1] : undefined;
if (!project || project.startsWith("demo-")) {
  console.error("usage: npm run deploy -- --project <your-firebase-project-id-or-alias>");
  process.exit(2);
}
const build = await run("npm", ["run", "build"]);
if (build.code !== 0) process.exit(build.code);

const config = productionFirebaseConfig(JSON.parse(readFileSync(join(repoRoot, "firebase.json"), "utf8")));
const deployConfig = join(repoRoot, "firebase.deploy.json");
writeFileSync(deployConfig, JSON.stringify(config, null, 2));
const deployed = await run(firebaseBin, [
  "deploy",
  "--config",
  deployConfig,
  "--project",
  project,
  "--only",
  "functions,hosting,firestore",
]);
process.exit(deployed.code);
