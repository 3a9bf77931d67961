// npm run bench:memory: the peak memory of each heavy route's work, each case in a child process
// of its own (scripts/lib/memory-case.mjs), on the built functions; no emulators. It prints the
// figures and whether each function's memory holds its concurrency of the heaviest request, and
// writes them to functions/test/bench/memory/peaks.json (docs/benchmarks.md, "Memory").
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { repoRoot } from "./lib/paths.mjs";

const vitest = join(repoRoot, "node_modules", "vitest", "vitest.mjs");
const config = join(repoRoot, "functions", "test", "bench", "memory", "vitest.config.mts");
const { status } = spawnSync(process.execPath, [vitest, "run", "--config", config], {
  stdio: "inherit",
  env: { ...process.env, SPURQ_LOG: "silent" },
});
process.exit(status ?? 1);
