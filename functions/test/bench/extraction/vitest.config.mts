// The extraction benchmark runs on its own (no emulators): npm run bench:extraction.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["extraction.run.ts"],
    environment: "node",
    testTimeout: 30 * 60_000,
    env: { SPURQ_LOG: "silent" },
  },
});
