// The library import's fetcher: one request a second per site, pages of different sites side by
// side, and a page that may answer later (429, 5xx, timeout) tried again after growing pauses.
import { describe, expect, it } from "vitest";
import { AppError } from "../../../src/lib/errors";
import { PoliteFetcher } from "../../../src/modules/library-import/polite-fetcher";

const page = { draft: { title: "A page" }, canonicalUrl: null };
const rateLimited = () => new AppError(502, "Too many requests", { errorType: "RATE_LIMITED" });
const timedOut = () => new AppError(504, "The website took too long to answer.", { errorType: "TIMEOUT" });
const notFound = () => new AppError(502, "Not found", { errorType: "NOT_FOUND" });

function fetcher(answers: Record<string, Array<() => AppError>>) {
  const waits: number[] = [];
  const asked: string[] = [];
  const polite = new PoliteFetcher({
    spacingMs: 1000,
    retries: 3,
    backoffMs: 2000,
    sleep: async (ms) => {
      waits.push(ms);
    },
    fetch: async (url) => {
      asked.push(url);
      const next = answers[url]?.shift();
      if (next) throw next();
      return page;
    },
  });
  return { polite, waits, asked };
}

describe("PoliteFetcher", () => {
  it("when three pages of one site are fetched at once, then each goes a second after the one before answered", async () => {
    const { polite, waits } = fetcher({});
    await Promise.all(
      ["https://a.example/1", "https://a.example/2", "https://a.example/3"].map((u) => polite.fetch(u)),
    );
    // The fake sleep takes no time: each wait is the whole spacing, counted from the answer.
    expect(waits).toHaveLength(2);
    for (const wait of waits) expect(wait).toBeGreaterThan(900);
  });

  it("when a site's page is slow to answer, then the next request to that site waits for the answer", async () => {
    const events: string[] = [];
    let answerFirst: () => void = () => undefined;
    const polite = new PoliteFetcher({
      spacingMs: 1000,
      sleep: async (ms) => void events.push(`wait ${ms > 900 ? "a second" : ms}`),
      fetch: async (url) => {
        events.push(`ask ${url}`);
        if (url.endsWith("/1")) await new Promise<void>((resolve) => (answerFirst = resolve));
        events.push(`answer ${url}`);
        return page;
      },
    });
    const both = Promise.all([polite.fetch("https://a.example/1"), polite.fetch("https://a.example/2")]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(["ask https://a.example/1"]);
    answerFirst();
    await both;
    expect(events).toEqual([
      "ask https://a.example/1",
      "answer https://a.example/1",
      "wait a second",
      "ask https://a.example/2",
      "answer https://a.example/2",
    ]);
  });

  it("when pages of different sites are fetched at once, then none waits", async () => {
    const { polite, waits } = fetcher({});
    await Promise.all(
      ["https://a.example/1", "https://b.example/1", "https://c.example/1"].map((u) => polite.fetch(u)),
    );
    expect(waits).toEqual([]);
  });

  it("when a page answers 429 then times out, then it is tried again after growing pauses", async () => {
    const url = "https://busy.example/page";
    const { polite, waits, asked } = fetcher({ [url]: [rateLimited, timedOut] });
    await expect(polite.fetch(url)).resolves.toBe(page);
    expect(asked).toEqual([url, url, url]);
    expect(waits[0]).toBeGreaterThan(1900);
    expect(waits[1]).toBeGreaterThan(3900);
  });

  it("when a page keeps answering 429, then after the last try its error is the page's", async () => {
    const url = "https://busy.example/page";
    const { polite, asked } = fetcher({ [url]: [rateLimited, rateLimited, rateLimited, rateLimited] });
    await expect(polite.fetch(url)).rejects.toThrow("Too many requests");
    expect(asked).toHaveLength(4);
  });

  it("when a page is not found, then it is not asked again", async () => {
    const url = "https://gone.example/page";
    const { polite, asked } = fetcher({ [url]: [notFound] });
    await expect(polite.fetch(url)).rejects.toThrow("Not found");
    expect(asked).toEqual([url]);
  });
});
