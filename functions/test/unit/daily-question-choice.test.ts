// The question of the day's choice rules: preference order, the 30-day window, the day's prompt.
import { describe, expect, it } from "vitest";
import {
  REFLECTIVE_PROMPTS,
  promptFor,
  rankCandidates,
  recentlyServed,
  type Candidate,
} from "../../src/modules/daily-question/daily-question.choice";

const candidate = (highlightId: string, authorId: string): Candidate => ({
  highlightId,
  articleId: "a",
  authorId,
});
const context = (overrides: Partial<Parameters<typeof rankCandidates>[1]> = {}) => ({
  uid: "me",
  day: "2031-03-10",
  friendIds: new Set(["friend"]),
  askedAbout: new Set<string>(),
  excluded: new Set<string>(),
  ...overrides,
});

describe("rankCandidates", () => {
  it("when candidates of every kind compete, then friend-and-asked, friend, asked, then the rest", () => {
    const ranked = rankCandidates(
      [
        candidate("own", "me"),
        candidate("ownAsked", "me"),
        candidate("reader", "someone"),
        candidate("friendPlain", "friend"),
        candidate("friendAsked", "friend"),
      ],
      context({ askedAbout: new Set(["friendAsked", "ownAsked"]) }),
    );
    expect(ranked.map((c) => c.highlightId).slice(0, 3)).toEqual(["friendAsked", "friendPlain", "ownAsked"]);
    expect(new Set(ranked.slice(3).map((c) => c.highlightId))).toEqual(new Set(["own", "reader"]));
  });

  it("when a passage is excluded or listed twice, then it appears at most once, or not at all", () => {
    const ranked = rankCandidates(
      [candidate("h1", "me"), candidate("h1", "me"), candidate("h2", "me")],
      context({ excluded: new Set(["h2"]) }),
    );
    expect(ranked.map((c) => c.highlightId)).toEqual(["h1"]);
  });

  it("when asked again on one day, then the same order; other days and users shuffle within a rank", () => {
    const pool = Array.from({ length: 12 }, (_, i) => candidate(`h${i}`, "me"));
    const order = (overrides: Partial<Parameters<typeof rankCandidates>[1]>) =>
      rankCandidates(pool, context(overrides)).map((c) => c.highlightId);
    expect(order({})).toEqual(order({}));
    const firsts = new Set(
      Array.from({ length: 10 }, (_, i) => order({ day: `2031-03-${String(10 + i)}` })[0]),
    );
    expect(firsts.size).toBeGreaterThan(1);
    expect(order({ uid: "other" })).not.toEqual(order({}));
  });
});

describe("recentlyServed", () => {
  it("when passages were served 1 to 29 days ago, then they are kept; 30 days ago or today, not", () => {
    const history = [
      { day: "2031-03-10", highlightId: "today" },
      { day: "2031-03-09", highlightId: "yesterday" },
      { day: "2031-02-09", highlightId: "29 days" },
      { day: "2031-02-08", highlightId: "30 days" },
    ];
    expect(recentlyServed(history, "2031-03-10").map((s) => s.highlightId)).toEqual(["yesterday", "29 days"]);
  });
});

describe("promptFor", () => {
  it("when the days follow each other, then every prompt comes once a week and a day keeps its prompt", () => {
    const week = Array.from({ length: REFLECTIVE_PROMPTS.length }, (_, i) =>
      promptFor(`2031-03-${String(10 + i).padStart(2, "0")}`),
    );
    expect(new Set(week).size).toBe(REFLECTIVE_PROMPTS.length);
    expect(promptFor("2031-03-10")).toBe(promptFor("2031-03-10"));
    expect(promptFor("2031-03-17")).toBe(promptFor("2031-03-10"));
  });
});
