// The test layers of `npm test` (the README's table: lint, typecheck, unit, api, rules, e2e), each
// a command whose outcome is counted. Vitest layers write a JSON report to
// test-results/<layer>.json; checks (lint, format, types) count as one test each.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { repoRoot } from "./paths.mjs";
import { run } from "./emulators.mjs";

export const resultsDir = join(repoRoot, "test-results");
const bin = (name) => join(repoRoot, "node_modules", ".bin", name);

/** Vitest runs, by layer. A config file that does not exist yet is skipped. */
export const VITEST_LAYERS = {
  unit: [
    { name: "functions unit", config: "functions/vitest.config.mts", project: "unit" },
    { name: "web components", config: "web/vitest.config.ts" },
    { name: "extension units", config: "extension/vitest.config.ts" },
  ],
  api: [{ name: "api integration", config: "functions/vitest.config.mts", project: "api" }],
  rules: [{ name: "firestore rules", config: "functions/vitest.config.mts", project: "rules" }],
  e2e: [
    { name: "browser journeys", config: "web/vitest.e2e.config.ts" },
    // The browser extension loaded into Chromium (extension/e2e), against the same emulators.
    { name: "extension journeys", config: "extension/vitest.e2e.config.ts" },
  ],
};

export const CHECKS = {
  lint: [
    { name: "eslint", command: bin("eslint"), args: [".", "--max-warnings", "0"] },
    { name: "prettier", command: bin("prettier"), args: ["--check", "."] },
  ],
  typecheck: [
    { name: "types: functions", command: bin("tsc"), args: ["-p", "functions/tsconfig.json", "--noEmit"] },
    {
      name: "types: functions tests",
      command: bin("tsc"),
      args: ["-p", "functions/tsconfig.test.json", "--noEmit"],
    },
    {
      name: "types: web",
      command: bin("tsc"),
      args: ["-p", "web/tsconfig.json", "--noEmit"],
      needs: "web/tsconfig.json",
    },
    {
      name: "types: extension",
      command: bin("tsc"),
      args: ["-p", "extension/tsconfig.json", "--noEmit"],
      needs: "extension/tsconfig.json",
    },
  ],
};

/** Runs one check; returns { name, passed, failed }. */
export async function runCheck(check) {
  if (check.needs && !existsSync(join(repoRoot, check.needs)))
    return { name: check.name, passed: 0, failed: 0, skipped: true };
  const { code, output } = await run(check.command, check.args, { quiet: true });
  if (code !== 0) process.stdout.write(output);
  console.log(`${code === 0 ? "ok  " : "FAIL"} ${check.name}`);
  return { name: check.name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

/** Runs one Vitest suite and counts its tests from the JSON report. */
export async function runVitest(suite, env = process.env) {
  if (!existsSync(join(repoRoot, suite.config)))
    return { name: suite.name, passed: 0, failed: 0, skipped: true };
  mkdirSync(resultsDir, { recursive: true });
  const report = join(resultsDir, `${suite.name.replace(/\W+/g, "-")}.json`);
  rmSync(report, { force: true });
  const args = [
    "run",
    "--config",
    suite.config,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ];
  if (suite.project) args.push("--project", suite.project);
  // `npm test -- --files a,b`: only the test files whose path contains one of these.
  const files = env.SPURQ_TEST_FILES?.split(",").filter(Boolean) ?? [];
  args.push(...files, ...(files.length ? ["--passWithNoTests"] : []));
  console.log(`\n--- ${suite.name} ---`);
  const { code } = await run(bin("vitest"), args, { env });
  return { name: suite.name, ...countReport(report, code) };
}

/** At most this many failures are named in the summary, each on one short line. */
const NAMED_FAILURES = 8;
const NAME_WIDTH = 220;

function countReport(report, exitCode) {
  if (!existsSync(report)) return { passed: 0, failed: 1, note: "no report (the runner crashed)" };
  const json = JSON.parse(readFileSync(report, "utf8"));
  const passed = json.numPassedTests ?? 0;
  let failed = json.numFailedTests ?? 0;
  // A file that fails to load has no failed test but a failed suite; a runner error has neither.
  if (failed === 0) failed = json.numFailedTestSuites ?? 0;
  if (failed === 0 && exitCode !== 0) failed = 1;
  const names = failedNames(json);
  return { passed, failed, ...(names.length ? { note: names.join("\n") } : {}) };
}

/**
 * What failed, by file and test, with the first line of its error: the summary is the end of the
 * output, often the only part a CI log keeps, and a count alone does not say what to look at.
 */
function failedNames(json) {
  const lines = [];
  for (const file of json.testResults ?? []) {
    const where = relative(repoRoot, file.name ?? "");
    const failures = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    if (!failures.length && file.status === "failed")
      failures.push({ fullName: "(the file)", failureMessages: [file.message] });
    for (const test of failures) {
      const reason = String(test.failureMessages?.[0] ?? "").split("\n")[0];
      lines.push(`  failed: ${where} > ${test.fullName}: ${reason}`.slice(0, NAME_WIDTH));
    }
  }
  if (lines.length > NAMED_FAILURES) {
    const more = lines.length - NAMED_FAILURES;
    lines.splice(NAMED_FAILURES, more, `  and ${more} more (test-results/*.json)`);
  }
  return lines;
}
