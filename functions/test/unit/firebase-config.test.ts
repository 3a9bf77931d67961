// Configuration checks: the Hosting security headers, the rewrites, the emulator set-up and the
// deploy-time CSP (docs/decisions.md, Security headers).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(__dirname, "..", "..", "..");
const firebaseJson = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8"));
const header = (name: string): string =>
  firebaseJson.hosting.headers
    .find((h: { source: string }) => h.source === "**")
    .headers.find((h: { key: string }) => h.key === name)?.value;

describe("firebase.json", () => {
  it("when Hosting serves anything, then it sends the security headers", () => {
    const csp = header("Content-Security-Policy");
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(header("X-Content-Type-Options")).toBe("nosniff");
    expect(header("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(header("X-Frame-Options")).toBe("DENY");
    // reCAPTCHA Enterprise (App Check in production): its script and its frame, nothing wider.
    expect(csp).toMatch(
      /script-src 'self' https:\/\/apis\.google\.com https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\/;/,
    );
    expect(csp).toMatch(
      /frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\/ https:\/\/recaptcha\.google\.com\/recaptcha\//,
    );
    // Google's sign-in popup must be able to post its result back to the opener; same-origin
    // would cut that link (docs/production.md, Deploy).
    expect(header("Cross-Origin-Opener-Policy")).toBe("same-origin-allow-popups");
  });

  it("when the browser connects anywhere, then only to Auth, Firestore (the two live listeners) and App Check, and the emulators of Auth and Firestore", () => {
    const connect = /connect-src([^;]*)/.exec(header("Content-Security-Policy"))?.[1] ?? "";
    expect(connect.trim().split(/\s+/).sort()).toEqual(
      [
        "'self'",
        "https://identitytoolkit.googleapis.com",
        "https://securetoken.googleapis.com",
        "https://firestore.googleapis.com",
        // App Check's token exchange (reCAPTCHA Enterprise in production).
        "https://content-firebaseappcheck.googleapis.com",
        "http://127.0.0.1:9099",
        "http://localhost:9099",
        "http://127.0.0.1:8080",
      ].sort(),
    );
  });

  it("when a path is under /api, then Hosting rewrites it to the api function before the SPA fallback", () => {
    // The heavy routes' rewrites to `imports` come first (function-sizes.test.ts checks them).
    const rewrites = firebaseJson.hosting.rewrites as Array<{ function?: { functionId: string } }>;
    const [api, spa] = rewrites.filter((rewrite) => rewrite.function?.functionId !== "imports");
    expect(api).toEqual({ source: "/api/**", function: { functionId: "api", region: "us-central1" } });
    expect(spa).toEqual({ source: "**", destination: "/index.html" });
    expect(rewrites.at(-1)).toBe(spa);
  });

  it("when the emulators start, then the UI is off and every port is fixed", () => {
    expect(firebaseJson.emulators.ui).toEqual({ enabled: false });
    for (const name of ["auth", "firestore", "functions", "hosting", "pubsub"]) {
      expect(typeof firebaseJson.emulators[name].port).toBe("number");
    }
  });

  it("when functions deploy, then they run on Node 22", () => {
    expect(firebaseJson.functions[0].runtime).toBe("nodejs22");
  });

  it("when the project is used locally, then its default id is a demo- one that cannot reach production", () => {
    const rc = JSON.parse(readFileSync(join(root, ".firebaserc"), "utf8"));
    expect(rc.projects.default).toBe("demo-spurq");
  });
});

describe("production firebase.json", () => {
  it("when deployed, then the CSP keeps every directive but allows no local emulator origin", async () => {
    const { productionFirebaseConfig } = await import("../../../scripts/lib/production-config.mjs");
    const production = productionFirebaseConfig(firebaseJson);
    const csp: string = production.hosting.headers[0].headers.find(
      (h: { key: string }) => h.key === "Content-Security-Policy",
    ).value;
    expect(csp).not.toMatch(/127\.0\.0\.1|localhost/);
    for (const rule of production.hosting.headers) {
      for (const h of rule.headers) expect(h.value, h.key).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]/);
    }
    const staged = productionFirebaseConfig(firebaseJson, { functionsSource: ".deploy/functions" });
    expect(staged.functions[0]).toMatchObject({ source: ".deploy/functions", runtime: "nodejs22" });
    expect(staged.functions[0]).not.toHaveProperty("predeploy");
    expect(csp).toContain(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://firestore.googleapis.com https://content-firebaseappcheck.googleapis.com;",
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(production.emulators).toBeUndefined();
    expect(header("Content-Security-Policy")).toContain("http://127.0.0.1:9099");
  });
});
