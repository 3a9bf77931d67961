// The memory benchmark runs on its own (no emulators; the built functions): npm run bench:memory.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["memory.run.ts"],
    environment: "node",
    env: { SPURQ_LOG: "silent" },
    testTimeout: 1_800_000,
    hookTimeout: 600_000,
  },
});
