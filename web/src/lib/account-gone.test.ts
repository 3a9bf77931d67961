import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));

import { expectAccountGone, onAccountGone, reportAccountGone } from "@/lib/account-gone";
import { ApiError, createApiClient, isAccountGone, type ApiClientDeps } from "@/lib/api-client";

const GONE = { error: "This account is being deleted.", code: "ACCOUNT_GONE" };

function client(response: () => Response, effectiveUserId: string | null = null) {
  const accountGone = vi.fn();
  const request = createApiClient({
    fetch: vi.fn<ApiClientDeps["fetch"]>(async () => response()),
    identity: () => ({ uid: "uid-1", getIdToken: () => Promise.resolve("token-1") }),
    effectiveUserId: () => effectiveUserId,
    accountGone,
  });
  return { request, accountGone };
}

const answer = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status });

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe("a gone account's answers", () => {
  it("when the server answers 403 ACCOUNT_GONE to one's own write, then the client reports it and the request still fails", async () => {
    const { request, accountGone } = client(answer(403, GONE));
    const failure = await request("POST", "/api/articles", { title: "t" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(isAccountGone(failure)).toBe(true);
    expect(accountGone).toHaveBeenCalledTimes(1);
  });

  it("when an admin acting as someone else gets ACCOUNT_GONE, then nothing is reported: the admin's own account is fine", async () => {
    const { request, accountGone } = client(answer(403, GONE), "someone-else");
    await expect(request("POST", "/api/articles", { title: "t" })).rejects.toBeInstanceOf(ApiError);
    expect(accountGone).not.toHaveBeenCalled();
  });

  it("when a 403 has another code or none, or another status carries the code, then nothing is reported", async () => {
    for (const [status, body] of [
      [403, { error: "Admins only." }],
      [403, { error: "Verify first.", code: "EMAIL_NOT_VERIFIED" }],
      [404, { error: "Not found", code: "ACCOUNT_GONE" }],
    ] as const) {
      const { request, accountGone } = client(answer(status, body));
      const failure = await request("POST", "/api/x", {}).catch((error: unknown) => error);
      expect(isAccountGone(failure), `${status} ${JSON.stringify(body)}`).toBe(false);
      expect(accountGone).not.toHaveBeenCalled();
    }
  });

  it("when a flow passes the error on as a plain Error with the client's message, then it is still known", () => {
    expect(isAccountGone(new Error(`403: ${JSON.stringify(GONE)}`))).toBe(true);
    expect(isAccountGone(new Error("403: Forbidden"))).toBe(false);
    expect(isAccountGone(null)).toBe(false);
  });

  it("when it is reported, then every listener hears it until it stops listening", () => {
    const heard = vi.fn();
    stop = onAccountGone(heard);
    reportAccountGone();
    stop();
    reportAccountGone();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe("a page that deletes the account itself", () => {
  it("when it expects the account to go, then reports are held until every hold is released", () => {
    const heard = vi.fn();
    stop = onAccountGone(heard);
    const first = expectAccountGone();
    const second = expectAccountGone();
    reportAccountGone();
    first();
    first();
    reportAccountGone();
    expect(heard).not.toHaveBeenCalled();
    second();
    reportAccountGone();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
