// Home's first requests: one GET /api/home fills every section's query (the question's dismissal
// and the contributors' ranking under their own keys), a second start while it is on its way asks
// nothing more, and should it fail each part asks its own route.
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import type { HomeScreen } from "@shared";
import { ApiError, apiRequest } from "@/lib/api-client";
import { queryClient } from "@/lib/query-client";
import { HOME_URL, prefetchScreenData } from "./screen-data";

const request = vi.mocked(apiRequest);

const answer = {
  notificationSettings: { notifyDailyQuote: true, notifyWeeklyContributors: true },
  dailyQuestion: { id: "2032-05-12-q1", question: "Why?" },
  questionDismissed: { isDismissed: false },
  topContributors: [{ username: "ada", points: 10 }],
  points: { totalPoints: 42 },
  latestMilestone: null,
  achievements: [{ id: 1 }],
  incomingSpurqs: { items: [{ id: "s1" }], nextCursor: null },
  recentArticles: { items: [{ id: "a1" }], nextCursor: null },
} as unknown as HomeScreen;

afterEach(() => {
  queryClient.clear();
  request.mockReset();
});

const settled = () => vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));

describe("Home's first requests", () => {
  it("when Home opens, then one request fills every section's query", async () => {
    request.mockResolvedValue(answer);
    prefetchScreenData("/home");
    prefetchScreenData("/home");
    await settled();
    expect(request.mock.calls).toEqual([["GET", HOME_URL]]);
    const data = (key: string) => queryClient.getQueryData([key]);
    expect(data("/api/user/notifications")).toEqual(answer.notificationSettings);
    expect(data("/api/daily-question")).toEqual(answer.dailyQuestion);
    expect(data("/api/daily-question/is-dismissed?questionId=2032-05-12-q1")).toEqual({ isDismissed: false });
    expect(data("/api/contributors/top")).toEqual(answer.topContributors);
    expect(data("/api/user/points")).toEqual(answer.points);
    expect(data("/api/user/latest-milestone")).toBeNull();
    expect(data("/api/user/achievements")).toEqual(answer.achievements);
    expect(data("/api/spurqs/incoming")).toEqual({ pages: [answer.incomingSpurqs], pageParams: [null] });
    expect(queryClient.getQueryData(["/api/articles/recent", { sort: "newest" }])).toEqual(
      answer.recentArticles,
    );
    // Everything in hand: opening Home again asks nothing.
    prefetchScreenData("/home");
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("when the one request fails, then each part asks its own route", async () => {
    request.mockImplementation(async (_method: string, url: string) => {
      if (url === HOME_URL) throw new ApiError(500, "boom", null);
      return url.startsWith("/api/spurqs/incoming") || url.startsWith("/api/articles/recent")
        ? { items: [], nextCursor: null }
        : { from: url };
    });
    prefetchScreenData("/home");
    await settled();
    const asked = request.mock.calls.map(([, url]) => url).sort();
    expect(asked).toEqual(
      [
        HOME_URL,
        "/api/articles/recent?sort=newest&limit=6",
        "/api/daily-question",
        "/api/spurqs/incoming",
        "/api/user/achievements",
        "/api/user/latest-milestone",
        "/api/user/notifications",
        "/api/user/points",
      ].sort(),
    );
    expect(queryClient.getQueryData(["/api/user/points"])).toEqual({ from: "/api/user/points" });
  });

  it("when the owner opens an article, then one request brings it with its readers, kept apart", async () => {
    const reader = { id: "u2", username: "ben", avatar: null, since: "2026-11-01T00:00:00.000Z" };
    request.mockImplementation(async (_method: string, url: string) => {
      if (url === "/api/articles/a1?readers=true") return { id: "a1", userId: "u1", readers: [reader] };
      return { from: url };
    });
    prefetchScreenData("/articles/a1", "u1");
    await settled();
    const asked = request.mock.calls.map(([, url]) => url);
    expect(asked).toContain("/api/articles/a1?readers=true");
    expect(asked).not.toContain("/api/articles/a1/readers");
    expect(queryClient.getQueryData(["/api/articles/a1"])).toEqual({ id: "a1", userId: "u1" });
    expect(queryClient.getQueryData(["/api/articles/a1/readers"])).toEqual([reader]);
  });
});
