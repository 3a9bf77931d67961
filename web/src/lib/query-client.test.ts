// The query defaults (docs/product-spec.md §7, Shared behaviour), checked through a real QueryClient:
// what it fetches, when it fetches again, and when it forgets.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { focusManager, MutationObserver, QueryObserver, type QueryClient } from "@tanstack/react-query";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import { apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { CHANGES_PROGRESS, PROGRESS_URLS } from "@/lib/progress-refresh";

const request = vi.mocked(apiRequest);
const KEY: readonly unknown[] = ["/api/articles/recent"];
const MINUTE = 60_000;

let client: QueryClient;
const unsubscribers: (() => void)[] = [];

/** A screen using the query: subscribes an observer, as useQuery does on mount. */
function mount(): QueryObserver {
  const observer = new QueryObserver(client, { queryKey: KEY });
  unsubscribers.push(observer.subscribe(() => {}));
  return observer;
}

const settled = (observer: QueryObserver) =>
  vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe("idle"));

beforeEach(() => {
  request.mockReset();
  client = createQueryClient();
  // As QueryClientProvider does: listen to focus and online changes.
  client.mount();
});

afterEach(() => {
  unsubscribers.splice(0).forEach((unsubscribe) => unsubscribe());
  client.unmount();
  client.clear();
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe("the query client", () => {
  it("when a query runs, then it GETs the URL at the head of its key through the API client", async () => {
    request.mockResolvedValue({ items: [] });
    await settled(mount());
    expect(request.mock.calls).toEqual([["GET", "/api/articles/recent"]]);
    expect(client.getQueryData(KEY)).toEqual({ items: [] });
  });

  it("when the same data is used again, even an hour later, then it is never stale and not fetched again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    request.mockResolvedValue({ items: [] });
    await settled(mount());
    vi.advanceTimersByTime(60 * MINUTE);
    const second = mount();
    await settled(second);
    expect(second.getCurrentResult().isStale).toBe(false);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("when the window regains focus, then nothing is refetched, not even stale data", async () => {
    request.mockResolvedValue({ items: [] });
    const observer = mount();
    await settled(observer);
    await client.invalidateQueries({ queryKey: KEY, refetchType: "none" });
    expect(observer.getCurrentResult().isStale).toBe(true);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await settled(observer);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("when a request fails, then the error shows at once, with no retry", async () => {
    request.mockRejectedValue(new Error("500: boom"));
    const observer = mount();
    // A retry would keep the query pending for its first back-off (a second); this waits far less.
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe("error"), { timeout: 300 });
    expect(observer.getCurrentResult().failureCount).toBe(1);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("when a mutation fails, then it is not retried", async () => {
    const save = vi.fn<(body: string) => Promise<void>>().mockRejectedValue(new Error("500: boom"));
    const mutation = new MutationObserver(client, { mutationFn: save });
    await expect(mutation.mutate("note")).rejects.toThrow("500: boom");
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("when no screen uses a query, then its data is kept for 5 minutes and then dropped", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    request.mockResolvedValue({ items: [] });
    await settled(mount());
    unsubscribers.splice(0).forEach((unsubscribe) => unsubscribe());
    vi.advanceTimersByTime(5 * MINUTE - 1_000);
    expect(client.getQueryData(KEY)).toEqual({ items: [] });
    vi.advanceTimersByTime(2_000);
    expect(client.getQueryData(KEY)).toBeUndefined();
  });

  it("when a mutation that earns points succeeds, then the points on screen are fetched again, and not after any other", async () => {
    request.mockResolvedValue({ totalPoints: 5 });
    const points = new QueryObserver(client, { queryKey: [PROGRESS_URLS.points] as readonly unknown[] });
    unsubscribers.push(points.subscribe(() => {}));
    await settled(points);
    expect(request).toHaveBeenCalledTimes(1);

    await new MutationObserver(client, { mutationFn: async () => "renamed" }).mutate();
    await settled(points);
    expect(request).toHaveBeenCalledTimes(1);

    const failing = new MutationObserver(client, {
      mutationFn: () => Promise.reject(new Error("500: boom")),
      meta: CHANGES_PROGRESS,
    });
    await expect(failing.mutate()).rejects.toThrow("500: boom");
    expect(request).toHaveBeenCalledTimes(1);

    request.mockResolvedValue({ totalPoints: 10 });
    await new MutationObserver(client, {
      mutationFn: async () => "highlighted",
      meta: CHANGES_PROGRESS,
    }).mutate();
    await vi.waitFor(() => expect(client.getQueryData([PROGRESS_URLS.points])).toEqual({ totalPoints: 10 }));
    expect(request).toHaveBeenCalledTimes(2);
    expect(request).toHaveBeenLastCalledWith("GET", PROGRESS_URLS.points);
  });
});
