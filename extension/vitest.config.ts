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
  // The build's constants (scripts/build.mjs), as a local build has them.
  define: {
    __SPURQ_OPEN_SHADOW__: "true",
    __SPURQ_APP_CHECK__: "false",
    __SPURQ_APP_ORIGIN__: JSON.stringify("http://127.0.0.1:5000"),
    __SPURQ_FIREBASE_API_KEY__: JSON.stringify("demo-api-key"),
    __SPURQ_AUTH_EMULATOR__: JSON.stringify("http://127.0.0.1:9099"),
  },
  test: {
    name: "extension",
    environment: "jsdom",
    include: ["src/**/*.test.ts"],
  },
});
