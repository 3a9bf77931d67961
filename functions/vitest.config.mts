// Functions test layers: unit (no emulators), api (Express app against the Auth and Firestore
// emulators, in process) and rules (firestore.rules on the Firestore emulator).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          root: import.meta.dirname,
          include: ["test/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          root: import.meta.dirname,
          include: ["test/api/**/*.test.ts"],
          environment: "node",
          // No Google metadata server here: skip google-auth-library's probe of it. APP_URL as
          // the Functions emulator has it (functions/.env.local).
          env: { SPURQ_LOG: "silent", METADATA_SERVER_DETECTION: "none", APP_URL: "http://127.0.0.1:5000" },
          testTimeout: 30_000,
          hookTimeout: 30_000,
          setupFiles: ["test/helpers/require-emulators.ts"],
        },
      },
      {
        test: {
          name: "bench",
          root: import.meta.dirname,
          include: ["test/bench/**/*.bench.test.ts"],
          environment: "node",
          // APP_URL as for the api layer: a digest's links are built from it, and without it every
          // send fails (bench:backlog's digests).
          env: { SPURQ_LOG: "silent", METADATA_SERVER_DETECTION: "none", APP_URL: "http://127.0.0.1:5000" },
          testTimeout: 300_000,
          hookTimeout: 60_000,
          setupFiles: ["test/helpers/require-emulators.ts"],
        },
      },
      {
        test: {
          name: "rules",
          root: import.meta.dirname,
          include: ["test/rules/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 30_000,
          setupFiles: ["test/helpers/require-emulators.ts"],
        },
      },
    ],
  },
});
