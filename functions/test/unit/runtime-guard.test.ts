import { describe, expect, it } from "vitest";
import { assertSafeRuntime } from "../../src/lib/runtime-guard";

describe("assertSafeRuntime", () => {
  it("when running in production with emulator variables, then it refuses to start", () => {
    expect(() => assertSafeRuntime({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST/,
    );
    expect(() => assertSafeRuntime({ FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" })).toThrow(
      /FIRESTORE_EMULATOR_HOST/,
    );
  });

  it("when running in production with a test-only setting on, then it refuses to start", () => {
    expect(() => assertSafeRuntime({ ALLOW_PRIVATE_IMPORT_HOSTS: "true" })).toThrow(
      /ALLOW_PRIVATE_IMPORT_HOSTS/,
    );
    expect(() => assertSafeRuntime({ SPURQ_RUNTIME: "emulator" })).toThrow(/SPURQ_RUNTIME/);
  });

  it("when running in production with Twilio pointed at a test server, then it refuses to start", () => {
    expect(() => assertSafeRuntime({ TWILIO_API_BASE_URL: "http://127.0.0.1:4010" })).toThrow(
      /TWILIO_API_BASE_URL/,
    );
  });

  it("when running in production with the emulator's app address, then it refuses to start", () => {
    for (const APP_URL of [
      "http://127.0.0.1:5000",
      "https://localhost:5000",
      "http://spurq.example",
      "not a url",
    ]) {
      expect(() => assertSafeRuntime({ APP_URL })).toThrow(/APP_URL/);
    }
  });

  it("when running in production with a clean environment, then it starts", () => {
    expect(() =>
      assertSafeRuntime({
        K_SERVICE: "api",
        ALLOW_PRIVATE_IMPORT_HOSTS: "false",
        APP_URL: "https://spurq.web.app",
      }),
    ).not.toThrow();
  });

  it("when running in the Functions emulator, then emulator and test settings are allowed", () => {
    expect(() =>
      assertSafeRuntime({
        FUNCTIONS_EMULATOR: "true",
        FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
        ALLOW_PRIVATE_IMPORT_HOSTS: "true",
      }),
    ).not.toThrow();
  });
});
