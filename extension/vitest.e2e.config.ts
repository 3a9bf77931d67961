// The extension's browser journeys (part of `npm test`'s e2e layer): Debian's Chromium with the
// built extension loaded, against the built app on the Hosting emulator. Files run one by one:
// they share the emulators.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  resolve: {
    alias: { "@shared": fileURLToPath(new URL("../functions/src/shared/index.ts", import.meta.url)) },
  },
  test: {
    name: "extension-e2e",
    environment: "node",
    include: ["e2e/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
