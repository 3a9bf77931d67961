// npm run bench:day: the reader-day priced in dollars (functions/test/bench/day.bench.test.ts) on
// fresh emulators. Prints its figures; then
//   --record  keeps them as the last recorded figures, docs/bench-day.json;
//   --check   fails when a per-reader-day count grew by more than CHECK_MARGIN against them.
// Neither is part of npm test: the run takes minutes and its counts move when the code does.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { emulatorArgs, emulatorEnv, run, startStorage } from "./lib/emulators.mjs";
import { repoRoot } from "./lib/paths.mjs";
import { compareDayFigures, CHECK_MARGIN } from "./lib/bench-day-check.mjs";

const record = process.argv.includes("--record");
const check = process.argv.includes("--check");
const recorded = join(repoRoot, "docs", "bench-day.json");
const out = join(tmpdir(), `spurq-bench-day-${process.pid}.json`);

const command =
  "vitest run --config functions/vitest.config.mts --project bench test/bench/day.bench.test.ts";
const storage = await startStorage();
const { code } = await run(process.execPath, emulatorArgs("exec", command), {
  env: emulatorEnv({ SPURQ_LOG: "silent", SPURQ_BENCH_DAY_OUT: out }),
});
await storage.close();
if (code !== 0 || !existsSync(out)) {
  console.error("bench:day did not finish; no figures to keep or check.");
  process.exit(code || 1);
}
const figures = JSON.parse(readFileSync(out, "utf8"));

if (check) {
  if (!existsSync(recorded)) {
    console.error(`No recorded figures (${recorded}); run npm run bench:day -- --record first.`);
    process.exit(1);
  }
  const grown = compareDayFigures(JSON.parse(readFileSync(recorded, "utf8")), figures);
  if (grown.length) {
    console.error(`Per-reader-day counts grew by more than ${CHECK_MARGIN * 100} %:\n${grown.join("\n")}`);
    process.exit(1);
  }
  console.log(`bench:day check: no per-reader-day count grew by more than ${CHECK_MARGIN * 100} %.`);
}
if (record) {
  writeFileSync(recorded, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`Recorded in ${recorded}.`);
}
