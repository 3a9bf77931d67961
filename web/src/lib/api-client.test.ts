import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));

import {
  ApiError,
  createApiClient,
  createApiDownloader,
  filenameOf,
  parseApiErrorMessage,
  type ApiClientDeps,
} from "@/lib/api-client";

function setup(options: { signedIn?: boolean; effectiveUserId?: string | null; response?: Response } = {}) {
  const fetch = vi.fn<ApiClientDeps["fetch"]>(
    async () => options.response ?? new Response(JSON.stringify({ ok: true }), { status: 200 }),
  );
  const request = createApiClient({
    fetch,
    identity: () =>
      options.signedIn === false ? null : { uid: "uid-1", getIdToken: () => Promise.resolve("token-1") },
    effectiveUserId: () => options.effectiveUserId ?? null,
  });
  const call = () => {
    const [url, init] = fetch.mock.calls[0]!;
    return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
  };
  return { fetch, request, call };
}

describe("the API client", () => {
  it("when App Check gives a token, then it goes in X-Firebase-AppCheck; without one, no header", async () => {
    for (const token of ["app-check-1", null]) {
      const fetch = vi.fn<ApiClientDeps["fetch"]>(async () => new Response("{}", { status: 200 }));
      await createApiClient({
        fetch,
        identity: () => ({ uid: "uid-1", getIdToken: () => Promise.resolve("token-1") }),
        effectiveUserId: () => null,
        appCheckToken: () => Promise.resolve(token),
      })("GET", "/api/auth/user");
      const headers = fetch.mock.calls[0]![1]!.headers as Record<string, string>;
      expect(headers["X-Firebase-AppCheck"]).toBe(token ?? undefined);
    }
  });

  it("when signed in, then sends credentials, the ID token and X-Firebase-Uid", async () => {
    const { request, call } = setup();
    await request("GET", "/api/auth/user");
    const { init, headers } = call();
    expect(init.credentials).toBe("include");
    expect(headers.Authorization).toBe("Bearer token-1");
    expect(headers["X-Firebase-Uid"]).toBe("uid-1");
  });

  it("when it GETs, then appends firebaseUid to the query string (with ? or &)", async () => {
    const first = setup();
    await first.request("GET", "/api/search");
    expect(first.call().url).toBe("/api/search?firebaseUid=uid-1");
    const second = setup();
    await second.request("GET", "/api/search?q=a b");
    expect(second.call().url).toBe("/api/search?q=a b&firebaseUid=uid-1");
    expect(second.call().init.body).toBeUndefined();
  });

  it.each(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"])(
    "when it sends %s with a JSON object, then adds firebaseUid to the body with a JSON content type",
    async (method) => {
      const { request, call } = setup();
      await request(method, "/api/x", { name: "n" });
      expect(JSON.parse(call().init.body as string)).toEqual({ name: "n", firebaseUid: "uid-1" });
      expect(call().headers["Content-Type"]).toBe("application/json");
      expect(call().url).toBe("/api/x");
    },
  );

  it("when it sends no body, then still declares JSON and sends nothing", async () => {
    const { request, call } = setup();
    await request("PATCH", "/api/spurqs/1/read");
    expect(call().headers["Content-Type"]).toBe("application/json");
    expect(call().init.body).toBeUndefined();
  });

  it("when it sends FormData, then passes it through with no JSON type and the identity in headers", async () => {
    const { request, call } = setup();
    const form = new FormData();
    form.append("file", new Blob(["%PDF-1.4"], { type: "application/pdf" }), "a.pdf");
    await request("POST", "/api/articles/from-pdf", form);
    const { init, headers } = call();
    expect(init.body).toBe(form);
    expect(headers["Content-Type"]).toBeUndefined();
    expect(headers["X-Firebase-Uid"]).toBe("uid-1");
    expect(headers.Authorization).toBe("Bearer token-1");
    expect(init.credentials).toBe("include");
  });

  it("when the method is not one of the seven, then rejects with 'Invalid HTTP method' and sends nothing", async () => {
    const { request, fetch } = setup();
    await expect(request("TRACE", "/api/x")).rejects.toThrow("Invalid HTTP method");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("when an effective user id is stored, then it replaces the uid everywhere", async () => {
    const { request, call } = setup({ effectiveUserId: "uid-2" });
    await request("POST", "/api/x", {});
    expect(call().headers["X-Firebase-Uid"]).toBe("uid-2");
    expect(JSON.parse(call().init.body as string)).toEqual({ firebaseUid: "uid-2" });
  });

  it("when signed out, then sends no identity at all", async () => {
    const { request, call } = setup({ signedIn: false });
    await request("GET", "/api/x");
    expect(call().url).toBe("/api/x");
    expect(call().headers.Authorization).toBeUndefined();
    expect(call().headers["X-Firebase-Uid"]).toBeUndefined();
  });

  it("when the answer is 204, then resolves to an empty result", async () => {
    const { request } = setup({ response: new Response(null, { status: 204 }) });
    await expect(request("DELETE", "/api/x")).resolves.toBeUndefined();
  });

  it("when the answer is JSON, then resolves to it", async () => {
    const { request } = setup({ response: new Response(JSON.stringify({ id: "a" }), { status: 201 }) });
    await expect(request("POST", "/api/x", {})).resolves.toEqual({ id: "a" });
  });

  it("when the answer fails, then the message is '{status}: {body text}'", async () => {
    const body = JSON.stringify({ error: "Unauthorized" });
    const { request } = setup({ response: new Response(body, { status: 401 }) });
    const error = await request("GET", "/api/x").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`401: ${body}`);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).body).toEqual({ error: "Unauthorized" });
  });

  it("when a failed answer has no body, then the message uses the status text", async () => {
    const { request } = setup({
      response: new Response("", { status: 503, statusText: "Service Unavailable" }),
    });
    await expect(request("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("parseApiErrorMessage", () => {
  it("when given an API error message, then returns its status and JSON body", () => {
    expect(parseApiErrorMessage('409: {"error":"taken","code":"USERNAME_TAKEN"}')).toEqual({
      status: 409,
      body: { error: "taken", code: "USERNAME_TAKEN" },
    });
  });

  it("when the body is not JSON or the message has no status, then the body is empty", () => {
    expect(parseApiErrorMessage("500: Internal Server Error")).toEqual({ status: 500, body: {} });
    expect(parseApiErrorMessage("Network down")).toEqual({ status: null, body: {} });
  });
});

describe("the API downloader", () => {
  function downloader(response: Response) {
    const fetch = vi.fn<ApiClientDeps["fetch"]>(async () => response);
    const download = createApiDownloader({
      fetch,
      identity: () => ({ uid: "uid-1", getIdToken: () => Promise.resolve("token-1") }),
      effectiveUserId: () => null,
    });
    return { fetch, download };
  }

  it("when a file comes back, then it is a Blob named by Content-Disposition, fetched with the token", async () => {
    const { fetch, download } = downloader(
      new Response('{"articles":[]}', {
        status: 200,
        headers: { "Content-Disposition": 'attachment; filename="spurq-export-2026-03-01.json"' },
      }),
    );
    const file = await download("/api/jobs/export-uid-1/file");
    expect(file.filename).toBe("spurq-export-2026-03-01.json");
    expect(await file.blob.text()).toBe('{"articles":[]}');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/jobs/export-uid-1/file?firebaseUid=uid-1");
    expect((init!.headers as Record<string, string>).Authorization).toBe("Bearer token-1");
  });

  it("when the download fails, then it throws the same ApiError as a request", async () => {
    const { download } = downloader(new Response('{"error":"Unauthorized"}', { status: 401 }));
    await expect(download("/api/jobs/export-uid-1/file")).rejects.toThrow('401: {"error":"Unauthorized"}');
  });

  it("when Content-Disposition names the file, then filename* wins, quotes are dropped, none gives null", () => {
    expect(filenameOf("attachment; filename=\"a b.zip\"; filename*=UTF-8''%C3%A9t%C3%A9.zip")).toBe(
      "été.zip",
    );
    expect(filenameOf("attachment; filename=plain.json")).toBe("plain.json");
    expect(filenameOf("attachment")).toBeNull();
    expect(filenameOf(null)).toBeNull();
  });
});
