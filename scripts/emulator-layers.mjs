// Runs inside `firebase emulators:exec` (which sets FIRESTORE_EMULATOR_HOST,
// FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT): the layers that need the emulators. Writes
// their counts to test-results/emulator-layers.json for scripts/test.mjs to summarise.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { VITEST_LAYERS, resultsDir, runVitest } from "./lib/layers.mjs";

const layers = (process.argv[2] ?? "api,rules,e2e").split(",");
const results = [];
for (const layer of layers) {
  for (const suite of VITEST_LAYERS[layer] ?? []) results.push({ layer, ...(await runVitest(suite)) });
}
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, "emulator-layers.json"), JSON.stringify(results, null, 2));
process.exit(results.some((r) => r.failed > 0) ? 1 : 0);
