// While a deploy's terms index is still being built, Firestore refuses the body query with
// FAILED_PRECONDITION: the search answers without bodies (titles, notes, spurqs and people still
// come) and logs it; any other error still fails the search. The guard cannot make the emulator
// refuse one query this way, so the terms query is replaced here by one that answers as
// production does in that window.
import { beforeEach, describe, expect, it, vi } from "vitest";

const termHits = vi.fn();
const logged = vi.fn();
vi.mock("../../src/modules/library/search-terms", () => ({
  bodyTermHits: (...args: unknown[]) => termHits(...args),
  bodyText: (stored: string) => stored,
}));
vi.mock("../../src/lib/logger", () => ({ logBodySearchUnavailable: (entry: unknown) => logged(entry) }));

const { searchBodies } = await import("../../src/modules/library/body-search");

const scope = { uid: "reader-1", sharedArticleIds: ["shared-1", "shared-2"] };
const refused = Object.assign(new Error("9 FAILED_PRECONDITION: The query requires an index."), { code: 9 });

describe("body search while its index is being built", () => {
  beforeEach(() => {
    termHits.mockReset();
    logged.mockReset();
  });

  it("when Firestore refuses the terms query for want of its index, then no bodies and a log line", async () => {
    termHits.mockRejectedValue(refused);
    await expect(searchBodies(scope, "lighthouse", "lighthouse", 10)).resolves.toEqual([]);
    expect(termHits).toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith({ uid: "reader-1", error: refused.message });
  });

  it("when the terms query fails for another reason, then the search fails", async () => {
    const unavailable = Object.assign(new Error("14 UNAVAILABLE"), { code: 14 });
    termHits.mockRejectedValue(unavailable);
    await expect(searchBodies(scope, "lighthouse", "lighthouse", 10)).rejects.toBe(unavailable);
    expect(logged).not.toHaveBeenCalled();
  });
});
