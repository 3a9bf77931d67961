import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));

import { CACHE_TIME_MS, createQueryClient } from "@/lib/query-client";

describe("the query client", () => {
  it("when created, then has the spec's defaults: never stale, no focus refetch, no polling, no retries, 5-minute cache", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
    expect(CACHE_TIME_MS).toBe(300_000);
    expect(mutations?.retry).toBe(false);
  });
});
