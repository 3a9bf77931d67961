// The extension's unit tests (npm test's unit layer): its pure parts in jsdom, no browser.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  test: {
    name: "extension",
    environment: "jsdom",
    include: ["src/**/*.test.ts"],
  },
});
