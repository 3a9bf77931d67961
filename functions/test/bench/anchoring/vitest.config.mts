// The anchoring benchmark runs on its own (no emulators): npm run bench:anchoring.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["anchoring.run.ts"],
    environment: "node",
    env: { SPURQ_LOG: "silent" },
  },
});
