// npm test: every layer, starting and stopping the emulators itself, then one summary line
// "N passed, N failed". Select layers with --layers lint,typecheck,unit,api,rules,e2e, and within
// the Vitest layers only some test files with --files a,b (names or parts of paths, as Vitest
// filters them), e.g. `npm test -- --layers api --files friends,spurqs`.
import { writeFileSync, readFileSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { CHECKS, VITEST_LAYERS, resultsDir, runCheck, runVitest } from "./lib/layers.mjs";
import { emulatorArgs, emulatorEnv, hasDemoData, run, startStorage } from "./lib/emulators.mjs";
import { emulatorDataDir } from "./lib/paths.mjs";
import { findChromium, missingChromiumMessage } from "./lib/chromium.mjs";
import { guardEnv, readGuardLog, usedIndexesFile } from "./lib/production-guard.mjs";

const ALL = ["lint", "typecheck", "unit", "api", "rules", "e2e"];
const EMULATOR_LAYERS = ["api", "rules", "e2e"];
const layersArg = process.argv.indexOf("--layers");
const layers = layersArg > 0 ? process.argv[layersArg + 1].split(",") : ALL;
const filesArg = process.argv.indexOf("--files");
// The Vitest layers read the filter from the environment (emulator layers run in a child process).
if (filesArg > 0) process.env.SPURQ_TEST_FILES = process.argv[filesArg + 1];
const unknown = layers.filter((layer) => !ALL.includes(layer));
if (unknown.length) {
  console.error(`Unknown layer(s): ${unknown.join(", ")}. Layers: ${ALL.join(", ")}`);
  process.exit(2);
}

const started = Date.now();
const results = [];

for (const layer of ["lint", "typecheck"].filter((l) => layers.includes(l))) {
  console.log(`\n=== ${layer} ===`);
  for (const check of CHECKS[layer]) results.push({ layer, ...(await runCheck(check)) });
}

if (layers.includes("unit")) {
  console.log("\n=== unit ===");
  for (const suite of VITEST_LAYERS.unit) results.push({ layer: "unit", ...(await runVitest(suite)) });
}

let emulatorLayers = EMULATOR_LAYERS.filter((l) => layers.includes(l));
// Without Chromium every journey file would fail to launch it: one failure that says how to install it.
if (emulatorLayers.includes("e2e") && !findChromium()) {
  const note = missingChromiumMessage();
  console.log(`\n=== e2e ===\n${note}`);
  results.push({ layer: "e2e", name: "browser journeys", passed: 0, failed: 1, note });
  emulatorLayers = emulatorLayers.filter((l) => l !== "e2e");
}
if (emulatorLayers.length) {
  // The Functions emulator runs the compiled functions; the Hosting emulator serves web/dist.
  console.log("\n=== build (for the Functions and Hosting emulators) ===");
  const build = await run("npm", [
    "run",
    "build",
    ...(emulatorLayers.includes("e2e") ? [] : ["-w", "functions"]),
  ]);
  results.push({
    layer: "build",
    name: "build",
    passed: build.code === 0 ? 1 : 0,
    failed: build.code === 0 ? 0 : 1,
  });
  if (build.code === 0) {
    console.log(`\n=== ${emulatorLayers.join(", ")} (on the emulators) ===`);
    const inner = join(resultsDir, "emulator-layers.json");
    rmSync(inner, { force: true });
    const importArgs = hasDemoData() ? ["--import", emulatorDataDir] : [];
    // Cloud Storage's stand-in (the Storage emulator cannot run offline), beside the emulators.
    const storage = await startStorage();
    // The emulator layers run under the production guard: the tests' own processes and the
    // Functions emulator's both inherit its settings.
    const exec = await run(
      process.execPath,
      emulatorArgs("exec", ...importArgs, `node scripts/emulator-layers.mjs ${emulatorLayers.join(",")}`),
      { env: emulatorEnv({ SPURQ_LOG: "silent", ...guardEnv() }) },
    );
    await storage.close();
    if (existsSync(inner)) results.push(...JSON.parse(readFileSync(inner, "utf8")));
    else results.push({ layer: "emulators", name: "emulators:exec", passed: 0, failed: 1 });
    results.push(guardResult(emulatorLayers));
    if (exec.code !== 0 && !results.some((r) => r.failed > 0)) {
      results.push({ layer: "emulators", name: "emulators:exec exit code", passed: 0, failed: 1 });
    }
  }
}

/** The guard's log as one result: a failure per distinct breach; the unused indexes as a note. */
function guardResult(emulatorLayers) {
  const { breaches, unused, used } = readGuardLog();
  for (const breach of breaches) console.log(`\nPRODUCTION LIMIT BROKEN: ${breach.message}\n${breach.stack}`);
  // Which declared indexes nothing used can be said only when every layer ran every test.
  const whole = EMULATOR_LAYERS.every((l) => emulatorLayers.includes(l)) && !process.env.SPURQ_TEST_FILES;
  // What `npm run deploy:check` checks is declared (it reads this file when given none).
  if (whole) writeFileSync(usedIndexesFile, JSON.stringify(used, null, 2));
  if (whole && unused.length) {
    console.log(`\nDeclared indexes no query used in this run (${unused.length}):\n  ${unused.join("\n  ")}`);
  }
  const note = breaches.length
    ? `The production guard found ${breaches.length} breach(es) of production's limits: see "PRODUCTION LIMIT BROKEN" above (docs/production.md).`
    : undefined;
  return {
    layer: "guard",
    name: "production limits",
    passed: breaches.length ? 0 : 1,
    failed: breaches.length,
    note,
  };
}

// A run of only the browser layer without Chromium creates nothing else in it first.
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, "summary.json"), JSON.stringify(results, null, 2));
console.log("\n=== summary ===");
for (const r of results.filter((r) => !r.skipped)) {
  console.log(
    `${r.failed ? "FAIL" : "ok  "} ${r.layer.padEnd(10)} ${r.name.padEnd(26)} ${r.passed} passed, ${r.failed} failed`,
  );
}
for (const r of results.filter((r) => r.failed && r.note)) console.log(r.note);
const skipped = results.filter((r) => r.skipped).map((r) => r.name);
if (skipped.length) console.log(`(not present yet: ${skipped.join(", ")})`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`took ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
