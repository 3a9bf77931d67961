// Browser journeys (project `e2e`): headless Debian Chromium through playwright-core against the
// built app on the Hosting emulator. Run inside `firebase emulators:exec`; files run one by one
// because they share the emulators.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  test: {
    name: "e2e",
    environment: "node",
    include: ["e2e/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
