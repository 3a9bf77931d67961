// App Check for the browser extension, end to end with enforcement on: the extension asks POST
// /api/auth/extension-app-check with its reader's ID token (the one route App Check does not
// guard), the server mints a token, and the api accepts it on every other route. Offline the
// Admin SDK can neither mint nor verify, so minter and verifier share a key made in this process
// (src/lib/app-check-local.ts); the route, its checks and the middleware are the deployed ones.
import { decodeJwt, generateKeyPair, SignJWT } from "jose";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../src/app";
import {
  LOCAL_APP_CHECK_AUDIENCE,
  LOCAL_APP_CHECK_ISSUER,
  LOCAL_EXTENSION_APP_ID,
  localAppCheckMinter,
  localAppCheckVerifier,
  signLocalAppCheckToken,
} from "../../src/lib/app-check-local";
import {
  adminAppCheckMinter,
  defaultAppCheckMinter,
  EXTENSION_APP_CHECK_TTL_MS,
} from "../../src/modules/auth/extension-app-check.service";
import { RATE_LIMITS, takeAllowance } from "../../src/modules/rate-limits/rate-limits.service";
import { adminAuthForTests, makeAdmin } from "../helpers/auth-emulator";
import { syncedUser, type SyncedUser } from "../helpers/users";

const EXTENSION_APP = "1:000000000000:web:spurq-extension-test";
const enforced = createApp({
  appCheck: { enforce: true, verify: localAppCheckVerifier, mint: localAppCheckMinter },
});
const MINT = "/api/auth/extension-app-check";

let user: SyncedUser;

beforeAll(() => {
  vi.stubEnv("EXTENSION_APP_ID", EXTENSION_APP);
});
afterAll(() => {
  vi.unstubAllEnvs();
});
// A reader per test: the allowance is per user.
beforeEach(async () => {
  user = await syncedUser("extension");
});

const mint = (idToken?: string) => {
  const call = request(enforced).post(MINT).send({});
  return idToken ? call.set("Authorization", `Bearer ${idToken}`) : call;
};
const me = (idToken: string, appCheck?: string) => {
  const call = request(enforced).get("/api/auth/user").set("Authorization", `Bearer ${idToken}`);
  return appCheck === undefined ? call : call.set("X-Firebase-AppCheck", appCheck);
};

describe("App Check for the browser extension, enforced", () => {
  it("when a request carries no App Check token, then 401 though its ID token is good", async () => {
    const response = await me(user.idToken);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: "Unauthorized" });
  });

  it("when the reader asks for a token, then it is minted for the extension's app and the api accepts it", async () => {
    const before = Date.now();
    const response = await mint(user.idToken);
    expect(response.status).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual(["expireTimeMillis", "token"]);
    const { token, expireTimeMillis } = response.body as { token: string; expireTimeMillis: number };
    expect(expireTimeMillis).toBeGreaterThanOrEqual(before + EXTENSION_APP_CHECK_TTL_MS);
    expect(expireTimeMillis).toBeLessThanOrEqual(Date.now() + EXTENSION_APP_CHECK_TTL_MS);
    expect(decodeJwt(token).sub).toBe(EXTENSION_APP);

    const accepted = await me(user.idToken, token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.firebaseUid).toBe(user.uid);
  });

  it("when the token is expired, forged, for another project or not a token, then 401", async () => {
    const otherKey = (await generateKeyPair("RS256")).privateKey;
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: "RS256", typ: "JWT", kid: "local" })
      .setSubject(EXTENSION_APP)
      .setIssuer(LOCAL_APP_CHECK_ISSUER)
      .setAudience(LOCAL_APP_CHECK_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime("30m")
      .sign(otherKey);
    const bad = {
      expired: await signLocalAppCheckToken(EXTENSION_APP, { ttlMillis: -60_000 }),
      forged,
      otherAudience: await signLocalAppCheckToken(EXTENSION_APP, {
        ttlMillis: 60_000,
        audience: "projects/999",
      }),
      otherIssuer: await signLocalAppCheckToken(EXTENSION_APP, {
        ttlMillis: 60_000,
        issuer: "https://firebaseappcheck.googleapis.com/999",
      }),
      garbage: "not-a-token",
    };
    for (const [name, token] of Object.entries(bad)) {
      expect((await me(user.idToken, token)).status, name).toBe(401);
    }
  });

  it("when there is no ID token or a malformed one, then the exempt route still refuses with 401", async () => {
    for (const response of [await mint(), await mint("not-a-token")]) {
      expect(response.status).toBe(401);
      expect(response.body.token).toBeUndefined();
    }
  });

  it("when another route or method is asked without App Check, then only the minting POST is exempt", async () => {
    const asked = {
      "the GET": request(enforced).get(MINT),
      "the sign-in token": request(enforced).post("/api/auth/extension-token").send({}),
      "a trailing slash": request(enforced).post(`${MINT}/`).send({}),
      "another case": request(enforced).post("/api/auth/Extension-App-Check").send({}),
    };
    for (const [name, call] of Object.entries(asked)) {
      const response = await call.set("Authorization", `Bearer ${user.idToken}`);
      expect(response.status, name).toBe(401);
    }
  });

  it("when one reader's hour is used up, then they get 429 and another reader still gets a token", async () => {
    for (let i = 0; i < RATE_LIMITS.extensionAppCheck.max; i++)
      await takeAllowance({ extensionAppCheck: user.uid });
    const refused = await mint(user.idToken);
    expect(refused.status).toBe(429);
    expect(refused.body.token).toBeUndefined();

    const other = await syncedUser("extension-other");
    const granted = await mint(other.idToken);
    expect(granted.status).toBe(201);
    expect((await me(other.idToken, granted.body.token)).status).toBe(200);
  });

  it("when the reader's sessions were revoked, then 401 and no token", async () => {
    // Revocation is at one-second resolution: a token from the same second would still pass.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuthForTests().revokeRefreshTokens(user.uid);
    const response = await mint(user.idToken);
    expect(response.status).toBe(401);
    expect(response.body.token).toBeUndefined();
  });

  it("when an admin acts as another reader, then 403: the extension works for one's own account", async () => {
    const admin = await syncedUser("extension-admin");
    const adminToken = await makeAdmin(admin);
    const response = await mint(adminToken).set("X-Firebase-Uid", user.uid);
    expect(response.status).toBe(403);
    expect(response.body.token).toBeUndefined();
  });

  it("when no extension app id is configured outside the emulator, then 503 and nothing is minted", async () => {
    vi.stubEnv("EXTENSION_APP_ID", "");
    // Whatever runs the tests: this is about a deployed function.
    vi.stubEnv("FUNCTIONS_EMULATOR", "");
    try {
      const response = await mint(user.idToken);
      expect(response.status).toBe(503);
      expect(response.body.token).toBeUndefined();
    } finally {
      vi.stubEnv("EXTENSION_APP_ID", EXTENSION_APP);
    }
  });
});

describe("which minter a function uses", () => {
  it("when on the Functions emulator, then the local key's, for a local app id; else the Admin SDK's", () => {
    expect(defaultAppCheckMinter({ FUNCTIONS_EMULATOR: "true" })).toBe(localAppCheckMinter);
    expect(defaultAppCheckMinter({})).toBe(adminAppCheckMinter);
    expect(LOCAL_EXTENSION_APP_ID).toMatch(/^1:000000000000:web:/);
  });
});
