import { describe, expect, it } from "vitest";
import { AUTH_EMULATOR_URL, chooseConfig, EMULATOR_PROJECT_ID } from "@/config/env";

const production = {
  VITE_FIREBASE_API_KEY: "key-123",
  VITE_FIREBASE_AUTH_DOMAIN: "app.example.com",
  VITE_FIREBASE_PROJECT_ID: "spurq-prod",
  VITE_FIREBASE_APP_ID: "1:2:web:3",
};
const site = { hostname: "app.example.com", host: "app.example.com" };

describe("the Firebase config choice", () => {
  it("when no production config is given, then uses the demo project and the Auth emulator", () => {
    const config = chooseConfig({}, site);
    expect(config.firebase.projectId).toBe(EMULATOR_PROJECT_ID);
    expect(config.firebase.apiKey).toBeTruthy();
    expect(config.authEmulatorUrl).toBe(AUTH_EMULATOR_URL);
    expect(config.firestoreEmulator).toEqual({ host: "127.0.0.1", port: 8080 });
  });

  it.each(["localhost", "127.0.0.1"])(
    "when served from %s, then uses the emulators even with production config",
    (hostname) => {
      const config = chooseConfig(production, { hostname, host: `${hostname}:5000` });
      expect(config.firebase.projectId).toBe("demo-spurq");
      expect(config.firebase.authDomain).toBe(`${hostname}:5000`);
      expect(config.authEmulatorUrl).toBe("http://127.0.0.1:9099");
    },
  );

  it("when production config is given on the real host, then uses it and no emulator", () => {
    const config = chooseConfig(production, site);
    expect(config.firebase).toEqual({
      apiKey: "key-123",
      authDomain: "app.example.com",
      projectId: "spurq-prod",
      appId: "1:2:web:3",
    });
    expect(config.authEmulatorUrl).toBeNull();
    expect(config.firestoreEmulator).toBeNull();
  });

  it("when no auth domain is given, then the app's own host is the auth domain", () => {
    const config = chooseConfig({ ...production, VITE_FIREBASE_AUTH_DOMAIN: "" }, site);
    expect(config.firebase.authDomain).toBe("app.example.com");
  });

  it("when production config is incomplete, then start-up fails loudly", () => {
    expect(() => chooseConfig({ VITE_FIREBASE_API_KEY: "key-123" }, site)).toThrow(/missing projectId/);
  });
});
