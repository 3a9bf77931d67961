// The extension's page index kept current from Spurq's answers: a whole list replaces it, a delta
// drops what it names and adds what it brings, and another reader's index is never patched.
import { describe, expect, it } from "vitest";
import type { PageIndex, PageIndexEntry } from "@shared";
import { applyAnswer, CHECK_INTERVAL_MS, isFresh, sinceOf, type KeptIndex } from "./page-index";

const entry = (articleId: string, hash = `h-${articleId}`, own = true): PageIndexEntry => ({
  hash,
  articleId,
  own,
});
const answer = (part: Partial<PageIndex>): PageIndex => ({
  version: "2.000000000-100",
  full: false,
  entries: [],
  changed: [],
  truncated: false,
  ...part,
});
const kept: KeptIndex = {
  uid: "ada",
  version: "1.000000000-90",
  checkedAt: 1_000,
  entries: [entry("a"), entry("b")],
};

describe("applyAnswer", () => {
  it("when the answer is a whole list, then it replaces what was kept", () => {
    const next = applyAnswer(kept, "ada", answer({ full: true, entries: [entry("c")] }), 5_000);
    expect(next).toEqual({ uid: "ada", version: "2.000000000-100", checkedAt: 5_000, entries: [entry("c")] });
  });

  it("when a delta adds an article, then it joins the kept entries", () => {
    const next = applyAnswer(
      kept,
      "ada",
      answer({ changed: ["c"], entries: [entry("c", "h-c", false)] }),
      5_000,
    );
    expect(next.entries).toEqual([entry("c", "h-c", false), entry("a"), entry("b")]);
    expect(next.version).toBe("2.000000000-100");
  });

  it("when a delta names an article without an entry, then it leaves the index (access ended, trashed)", () => {
    expect(applyAnswer(kept, "ada", answer({ changed: ["a"] }), 5_000).entries).toEqual([entry("b")]);
  });

  it("when a delta moves an article to a new address, then only its new hash is kept", () => {
    const next = applyAnswer(kept, "ada", answer({ changed: ["b"], entries: [entry("b", "h-new")] }), 5_000);
    expect(next.entries).toEqual([entry("b", "h-new"), entry("a")]);
  });

  it("when nothing changed, then the entries stay and the version and check time move on", () => {
    const next = applyAnswer(kept, "ada", answer({}), 5_000);
    expect(next).toEqual({ ...kept, version: "2.000000000-100", checkedAt: 5_000 });
  });

  it("when the kept index is another reader's, then a delta starts from nothing", () => {
    expect(applyAnswer(kept, "ben", answer({ changed: ["c"], entries: [entry("c")] }), 5_000)).toEqual({
      uid: "ben",
      version: "2.000000000-100",
      checkedAt: 5_000,
      entries: [entry("c")],
    });
  });
});

describe("isFresh and sinceOf", () => {
  it("when checked less than the interval ago by the same reader, then no new check", () => {
    expect(isFresh(kept, "ada", kept.checkedAt + CHECK_INTERVAL_MS - 1)).toBe(true);
    expect(isFresh(kept, "ada", kept.checkedAt + CHECK_INTERVAL_MS)).toBe(false);
    expect(isFresh(kept, "ben", kept.checkedAt)).toBe(false);
    expect(isFresh(undefined, "ada", 0)).toBe(false);
  });

  it("when the index is another reader's or has no version, then no since (the whole list)", () => {
    expect(sinceOf(kept, "ada")).toBe("1.000000000-90");
    expect(sinceOf(kept, "ben")).toBeUndefined();
    expect(sinceOf(undefined, "ada")).toBeUndefined();
  });
});
