// The extension's unit tests (npm test's unit layer): its pure parts in jsdom, no browser.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const shared = fileURLToPath(new URL("../functions/src/shared/", import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  resolve: {
    alias: [
      { find: /^@shared$/, replacement: `${shared}index.ts` },
      { find: /^@shared\//, replacement: shared },
    ],
  },
  define: { __SPURQ_OPEN_SHADOW__: "true" },
  test: {
    name: "extension",
    environment: "jsdom",
    include: ["src/**/*.test.ts"],
  },
});
