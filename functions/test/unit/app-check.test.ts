// The App Check middleware with tokens signed by a local key: the Admin SDK's verifier needs App
// Check's public keys from the internet, so the test verifier checks what it checks (signature,
// issuer, audience, expiry) against a key made here.
import express from "express";
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey } from "jose";
import request from "supertest";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { appCheck, appCheckEnforced, type AppCheckVerifier } from "../../src/middleware/app-check";
import { errorHandler } from "../../src/middleware/error-handler";
import { createApp } from "../../src/app";

const PROJECT_NUMBER = "123456789012";
const ISSUER = `https://firebaseappcheck.googleapis.com/${PROJECT_NUMBER}`;
const AUDIENCE = `projects/${PROJECT_NUMBER}`;
const APP_ID = "1:123456789012:web:abcdef";
let key: CryptoKey;
let otherKey: CryptoKey;
let verify: AppCheckVerifier;

const token = (
  signWith: CryptoKey,
  {
    issuer = ISSUER,
    audience = AUDIENCE,
    expires = "1h",
  }: { issuer?: string; audience?: string; expires?: string } = {},
) =>
  new SignJWT({})
    .setProtectedHeader({ alg: "RS256", typ: "JWT", kid: "local" })
    .setSubject(APP_ID)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(signWith);

beforeAll(async () => {
  vi.stubEnv("SPURQ_LOG", "silent");
  const pair = await generateKeyPair("RS256");
  key = pair.privateKey;
  otherKey = (await generateKeyPair("RS256")).privateKey;
  expect((await exportJWK(pair.publicKey)).kty).toBe("RSA");
  verify = async (jwt) => {
    const { payload } = await jwtVerify(jwt, pair.publicKey, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["RS256"],
    });
    return { appId: String(payload.sub) };
  };
});

const app = (enforce: boolean) => {
  const server = express();
  server.use(appCheck({ enforce, verify }));
  server.get("/thing", (_req, res) => res.json({ ok: true }));
  server.use(errorHandler);
  return server;
};

describe("App Check on the api", () => {
  it("when enforced and no token comes, then 401", async () => {
    const response = await request(app(true)).get("/thing");
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: "Unauthorized" });
  });

  it("when the token is signed by another key, malformed or expired, then 401", async () => {
    for (const bad of [await token(otherKey), "not a token", await token(key, { expires: "-1m" })]) {
      const response = await request(app(true)).get("/thing").set("X-Firebase-AppCheck", bad);
      expect(response.status, bad).toBe(401);
    }
  });

  it("when the token is for another project (audience or issuer), then 401", async () => {
    for (const bad of [
      await token(key, { audience: "projects/999" }),
      await token(key, { issuer: "https://firebaseappcheck.googleapis.com/999" }),
    ]) {
      expect((await request(app(true)).get("/thing").set("X-Firebase-AppCheck", bad)).status).toBe(401);
    }
  });

  it("when the token verifies, then the request goes through", async () => {
    const response = await request(app(true))
      .get("/thing")
      .set("X-Firebase-AppCheck", await token(key));
    expect(response.status).toBe(200);
  });

  it("when enforcement is off, then a request without a token goes through", async () => {
    expect((await request(app(false)).get("/thing")).status).toBe(200);
  });

  it("when the settings are read, then only APP_CHECK_ENFORCE=true outside the emulator enforces", () => {
    expect(appCheckEnforced({})).toBe(false);
    expect(appCheckEnforced({ APP_CHECK_ENFORCE: "true" })).toBe(true);
    expect(appCheckEnforced({ APP_CHECK_ENFORCE: "true", FUNCTIONS_EMULATOR: "true" })).toBe(false);
  });

  it("when the api enforces, then its routes check App Check before the ID token", async () => {
    const spy = vi.fn(verify);
    const api = createApp({ appCheck: { enforce: true, verify: spy } });
    expect((await request(api).get("/api/auth/user")).status).toBe(401);
    expect(spy).not.toHaveBeenCalled();
    expect(
      (
        await request(api)
          .get("/api/auth/user")
          .set("X-Firebase-AppCheck", await token(otherKey))
      ).status,
    ).toBe(401);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
