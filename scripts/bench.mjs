// npm run bench:<name>: runs functions/test/bench/<name>.bench.test.ts on fresh emulators and
// prints its figures. Benchmarks are not part of npm test (they take minutes and assert no timing).
import { emulatorArgs, emulatorEnv, run, startStorage } from "./lib/emulators.mjs";

const name = process.argv[2];
if (!name) {
  console.error("usage: node scripts/bench.mjs <name>");
  process.exit(2);
}
const command = `vitest run --config functions/vitest.config.mts --project bench test/bench/${name}.bench.test.ts`;
const storage = await startStorage();
const { code } = await run(process.execPath, emulatorArgs("exec", command), {
  env: emulatorEnv({ SPURQ_LOG: "silent" }),
});
await storage.close();
process.exit(code);
