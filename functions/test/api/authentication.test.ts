// Every /api route demands a valid Firebase ID token: none may be left unprotected.
import { describe, expect, it } from "vitest";
import { api } from "../helpers/api";
import { appRoutes } from "../helpers/routes";
import { signUpWithPassword } from "../helpers/auth-emulator";

// An unsigned token shaped like the emulator's, with one claim wrong.
function forgedToken(overrides: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${process.env.GCLOUD_PROJECT}`,
    aud: process.env.GCLOUD_PROJECT,
    auth_time: now,
    user_id: "forged-user",
    sub: "forged-user",
    iat: now,
    exp: now + 3600,
    email: "forged@test.spurq.test",
    firebase: { identities: {}, sign_in_provider: "password" },
    ...overrides,
  };
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "none", typ: "JWT" })}.${encode(payload)}.`;
}

/**
 * The routes that answer without a token, each for a reason. Only one: avatars are <img> sources,
 * which cannot carry a token; it serves a picture its owner chose to show, by uid.
 */
const PUBLIC_ROUTES = [{ method: "get", path: "/api/avatars/:uid" }];

describe("authentication", () => {
  const everyRoute = appRoutes().map(({ method, path }) => ({ method, path }));
  const isPublic = (route: { method: string; path: string }) =>
    PUBLIC_ROUTES.some((open) => open.method === route.method && open.path === route.path);
  const allRoutes = everyRoute.filter((route) => !isPublic(route));

  it("when the router is walked, then the public routes are exactly the named exceptions", () => {
    expect(everyRoute.filter(isPublic)).toEqual(PUBLIC_ROUTES);
  });

  it("when a public route is called without a token, then it answers without 401 (an unknown avatar is 404)", async () => {
    const response = await api().get("/api/avatars/no-such-user?v=1");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: "Avatar not found" });
  });

  it("when the router is walked, then it finds every endpoint of this issue", () => {
    expect(allRoutes).toEqual(
      expect.arrayContaining([
        { method: "post", path: "/api/auth/sync" },
        { method: "get", path: "/api/auth/user" },
        { method: "post", path: "/api/auth/fix-current-uid" },
        { method: "get", path: "/api/user/preferences" },
        { method: "patch", path: "/api/user/preferences" },
        { method: "get", path: "/api/user/notifications" },
        { method: "patch", path: "/api/user/notifications" },
        { method: "get", path: "/api/articles/:id" },
        { method: "post", path: "/api/articles/from-pdf" },
        { method: "delete", path: "/api/folders/:id" },
        { method: "put", path: "/api/articles/:id/tags/:tagId" },
        { method: "patch", path: "/api/user/profile" },
        { method: "post", path: "/api/user/avatar" },
        { method: "delete", path: "/api/user/avatar" },
      ]),
    );
  });

  it("when any route is called without a token, then it answers 401 Unauthorized", async () => {
    for (const { method, path } of allRoutes) {
      const response = await api()[method as "get"](path);
      expect({ method, path, status: response.status, body: response.body }).toEqual({
        method,
        path,
        status: 401,
        body: { error: "Unauthorized" },
      });
    }
  });

  it("when any route is called with a malformed token, then it answers 401", async () => {
    for (const { method, path } of allRoutes) {
      const response = await api("not-a-jwt")[method as "get"](path);
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    const response = await api().get("/api/auth/user").set("Authorization", "Basic abc");
    expect(response.status).toBe(401);
  });

  it("when a token is for another project, expired or without a subject, then it answers 401", async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const forged = [
      forgedToken({ aud: "demo-other-project", iss: "https://securetoken.google.com/demo-other-project" }),
      forgedToken({ exp: nowSeconds - 60, iat: nowSeconds - 4000 }),
      forgedToken({ sub: "", user_id: "" }),
    ];
    for (const token of forged) {
      const response = await api(token).get("/api/auth/user");
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: "Unauthorized" });
    }
  });

  it("when an unknown /api path is called with a valid token, then it answers 404 JSON", async () => {
    const user = await signUpWithPassword();
    const response = await api(user.idToken).get("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.body.error).toMatch(/No such endpoint/);
  });

  it("when a body is malformed JSON or too large, then it answers 400 or 413 without a stack", async () => {
    const user = await signUpWithPassword();
    const malformed = await api(user.idToken)
      .patch("/api/user/preferences")
      .set("content-type", "application/json")
      .send('{"darkMode": tru');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: "Malformed JSON body." });

    const large = await api(user.idToken)
      .patch("/api/user/preferences")
      .send({ language: "x".repeat(200_000) });
    expect(large.status).toBe(413);
    expect(JSON.stringify(large.body)).not.toMatch(/at .*\.js/);
  });
});
