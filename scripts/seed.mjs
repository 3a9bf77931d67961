// npm run seed: regenerates emulator-data/ from scripts/seed/ on fresh emulators, so the demo
// data set is reproducible. Commit the resulting emulator-data/.
import { rmSync } from "node:fs";
import { emulatorDataDir } from "./lib/paths.mjs";
import { emulatorArgs, emulatorEnv, run } from "./lib/emulators.mjs";

const build = await run("npm", ["run", "build", "-w", "functions"]);
if (build.code !== 0) process.exit(build.code);
rmSync(emulatorDataDir, { recursive: true, force: true });
const seeded = await run(
  process.execPath,
  emulatorArgs("exec", "--export-on-exit", emulatorDataDir, "node scripts/seed/seed-data.mjs"),
  { env: emulatorEnv({ SPURQ_LOG: "silent" }) },
);
process.exit(seeded.code);
