// DNS rebinding: the address the importer checks is the address it
// connects to. Two loopback servers on one port play the parts: 127.0.0.1 the public site,
// 127.0.0.2 an internal host. A separate check-then-connect would reach the internal one.
import type { LookupAddress } from "node:dns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeFetch, type SafeFetchOptions } from "../../src/modules/import/safe-fetch";
import { html, startPageServer, type PageServer } from "../helpers/page-server";

let site: PageServer;
let internal: PageServer;

beforeAll(async () => {
  site = await startPageServer({ "/": html("<p>public page</p>") });
  internal = await startPageServer({ "/": html("<p>internal page</p>") }, "127.0.0.2", site.port);
});

afterAll(async () => {
  await Promise.all([site.close(), internal.close()]);
});

/**
 * A resolver that gives `answers` in turn (the last one from then on), recording each lookup;
 * an answer may list several addresses, as DNS does.
 */
function resolver(...answers: Array<string | string[]>) {
  const asked: string[] = [];
  const lookup = ((_host: string, _options: unknown, callback: (e: null, a: LookupAddress[]) => void) => {
    const answer = [answers[Math.min(asked.length, answers.length - 1)]!].flat();
    asked.push(answer.join(","));
    callback(
      null,
      answer.map((address) => ({ address, family: 4 })),
    );
  }) as never;
  return { asked, lookup };
}

const options = (lookup: SafeFetchOptions["lookup"]): SafeFetchOptions => ({
  timeoutMs: 2_000,
  maxBytes: 1_000_000,
  maxRedirects: 0,
  allowLoopbackHosts: false,
  lookup,
  isAllowedAddress: (address) => address === "127.0.0.1",
});

describe("safeFetch and DNS rebinding", () => {
  it("when a name answers an allowed address, then a private one, then it connects once, to the address it checked", async () => {
    const dns = resolver("127.0.0.1", "127.0.0.2");
    const page = await safeFetch(`http://rebind.example:${site.port}/`, options(dns.lookup));
    expect(page.body.toString()).toContain("public page");
    expect(dns.asked).toEqual(["127.0.0.1"]);
    expect(internal.hits).toEqual([]);
  });

  it("when the name answers a private address, then the connection is refused and the host sees nothing", async () => {
    const dns = resolver("127.0.0.2");
    await expect(
      safeFetch(`http://internal.example:${site.port}/`, options(dns.lookup)),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/private or reserved/) });
    expect(internal.hits).toEqual([]);
  });

  it("when the name answers an allowed and a private address together, then it is refused and neither host sees anything", async () => {
    const dns = resolver(["127.0.0.1", "127.0.0.2"]);
    const siteHits = site.hits.length;
    await expect(safeFetch(`http://mixed.example:${site.port}/`, options(dns.lookup))).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/private or reserved/),
    });
    expect(site.hits).toHaveLength(siteHits);
    expect(internal.hits).toEqual([]);
  });
});

describe("safeFetch and a refused connection", () => {
  it("when nothing listens on the port, then it is GENERAL_ERROR 'could not be reached', not a timeout", async () => {
    const closed = await startPageServer({ "/": html("<p>gone</p>") });
    const port = closed.port;
    await closed.close();
    const failure = await safeFetch(`http://127.0.0.1:${port}/`, {
      ...options(undefined),
      isAllowedAddress: () => true,
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      message: "The website could not be reached.",
      status: 502,
      extra: { errorType: "GENERAL_ERROR" },
    });
  });
});
