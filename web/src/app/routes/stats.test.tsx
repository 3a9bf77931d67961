// The statistics screen: tabs, headings, the eight cards, the activity bars, the
// 8 placeholders, the last 12 weeks, and the admin's 'Platform Statistics'.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import type { PeriodStatistics, PlatformStatistics, UserStatistics } from "@shared";
import { addDays } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { SessionContext, type Session } from "@/lib/auth-context";
import Stats from "./stats";

const request = vi.mocked(apiRequest);

const period = (date: string | null, counts: Partial<PeriodStatistics> = {}): PeriodStatistics => ({
  date,
  updatedAt: "2026-11-23T09:30:00.000Z",
  highlightsCount: 0,
  articlesCount: 0,
  commentsCount: 0,
  spurqsCount: 0,
  friendsCount: 0,
  loginCount: 0,
  timeSpentMinutes: 0,
  pointsEarned: 0,
  ...counts,
});

const weeks = Array.from({ length: 12 }, (_, index) => ({
  ...period(addDays("2026-09-07", 7 * index), { highlightsCount: index, spurqsCount: 1 }),
  date: addDays("2026-09-07", 7 * index),
}));

const userStatistics: UserStatistics = {
  daily: period("2026-11-23", {
    highlightsCount: 6,
    articlesCount: 2,
    commentsCount: 1,
    spurqsCount: 1,
    friendsCount: 1,
    loginCount: 1,
    timeSpentMinutes: 135,
    pointsEarned: 77,
  }),
  weekly: period("2026-11-23", { highlightsCount: 9, timeSpentMinutes: 59 }),
  monthly: period("2026-11-01", { articlesCount: 12 }),
  yearly: period("2026-01-01", { commentsCount: 40, pointsEarned: 1234 }),
  total: { ...period(null, { spurqsCount: 3 }), updatedAt: null },
  weeks,
  timeZone: "Pacific/Auckland",
};

const platform: PlatformStatistics = {
  users: { total: 210, newToday: 3, activeToday: 41, activeThisWeek: 120, activeThisMonth: 180 },
  totals: { articles: 900, highlights: 5400, comments: 2100, spurqs: 700, messages: 1500 },
  days: Array.from({ length: 30 }, (_, index) => ({
    date: addDays("2026-10-25", index),
    articles: 3,
    highlights: 20,
    comments: 7,
    spurqs: 2,
    messages: 5,
    activeUsers: 40,
    newUsers: index % 3,
  })),
  updatedAt: "2026-11-23T09:00:00.000Z",
};

function serve(overrides: Record<string, () => Promise<unknown>> = {}) {
  request.mockImplementation((_method: string, url: string) => {
    const answer = overrides[url];
    if (answer) return answer();
    if (url === "/api/statistics/user") return Promise.resolve(userStatistics);
    if (url === "/api/statistics/platform") return Promise.resolve(platform);
    return Promise.reject(new Error(`404: ${url}`));
  });
}

function renderStats({ isAdmin = false } = {}) {
  const session = {
    status: "signedIn",
    firebaseUser: { uid: "ada" },
    user: { id: "ada", username: "ada", isAdmin },
  } as unknown as Session;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionContext.Provider value={session}>
        <MemoryRouter>
          <Stats />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

/** The value of the card labelled `label`. */
const card = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

beforeEach(() => {
  request.mockReset();
  serve();
});

describe("Your Statistics", () => {
  it("while the figures load, then 8 placeholder cards show", async () => {
    serve({ "/api/statistics/user": () => new Promise(() => {}) });
    renderStats();
    expect(screen.getByRole("heading", { level: 1, name: "Your Statistics" })).toBeInTheDocument();
    const loading = screen.getByRole("status", { name: "Loading statistics" });
    expect(within(loading).getAllByTestId("stat-placeholder")).toHaveLength(8);
  });

  it("when the figures load, then Today is chosen, with its heading, eight cards and time as hours and minutes", async () => {
    renderStats();
    expect(await screen.findByRole("heading", { name: "Today (November 23, 2026)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Today", selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Today",
      "This Week",
      "This Month",
      "This Year",
      "All Time",
    ]);
    expect(card("Highlights")).toBe("6");
    expect(card("Articles")).toBe("2");
    expect(card("Comments")).toBe("1");
    expect(card("Spurqs")).toBe("1");
    expect(card("Friends")).toBe("1");
    expect(card("Logins")).toBe("1");
    expect(card("Time Spent")).toBe("2h 15m");
    expect(card("Points Earned")).toBe("77");
    expect(screen.getByText(/^Last activity counted Nov 23, 2026/)).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith("GET", "/api/statistics/platform");
    expect(screen.queryByRole("heading", { name: "Platform Statistics" })).not.toBeInTheDocument();
  });

  it("when the activity overview is drawn, then each bar is its count over the sum of the four", async () => {
    renderStats();
    await screen.findByRole("heading", { name: "Today (November 23, 2026)" });
    const bar = (key: string) => screen.getByTestId(`share-${key}`);
    const width = (key: string) => (bar(key).querySelector("[style]") as HTMLElement).style.width;
    // 6, 2, 1 and 1 of 10.
    expect(bar("highlightsCount")).toHaveTextContent("Highlights6 (60%)");
    expect(width("highlightsCount")).toBe("60%");
    expect(width("articlesCount")).toBe("20%");
    expect(width("commentsCount")).toBe("10%");
    expect(width("spurqsCount")).toBe("10%");
    const overview = screen.getByRole("region", { name: "Activity Overview" });
    expect(overview).toHaveTextContent("Time spent2h 15m");
    expect(overview).toHaveTextContent("Points earned77");
  });

  it("when the other tabs are chosen, then their headings are the week's start, the month, the year and All Time", async () => {
    const user = userEvent.setup();
    renderStats();
    await screen.findByRole("heading", { name: "Today (November 23, 2026)" });

    await user.click(screen.getByRole("tab", { name: "This Week" }));
    expect(
      screen.getByRole("heading", { name: "This Week (starting November 23, 2026)" }),
    ).toBeInTheDocument();
    expect(card("Highlights")).toBe("9");
    expect(card("Time Spent")).toBe("0h 59m");
    // Only highlights this week: 100 %, and the others 0 % (the denominator is the sum, 9).
    expect(screen.getByTestId("share-highlightsCount")).toHaveTextContent("(100%)");
    expect(screen.getByTestId("share-articlesCount")).toHaveTextContent("(0%)");
    expect(screen.getByText(/^Last rolled up Nov 23, 2026/)).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "This Month" }));
    expect(screen.getByRole("heading", { name: "November 2026" })).toBeInTheDocument();
    expect(card("Articles")).toBe("12");

    await user.click(screen.getByRole("tab", { name: "This Year" }));
    expect(screen.getByRole("heading", { name: "2026" })).toBeInTheDocument();
    expect(card("Points Earned")).toBe("1,234");

    await user.click(screen.getByRole("tab", { name: "All Time" }));
    expect(screen.getByRole("heading", { name: "All Time" })).toBeInTheDocument();
    expect(card("Spurqs")).toBe("3");
    expect(screen.getByText(/^Not rolled up yet/)).toBeInTheDocument();
  });

  it("when a period had no activity at all, then every bar is 0 % (the denominator is at least 1)", async () => {
    serve({
      "/api/statistics/user": async () => ({ ...userStatistics, daily: period("2026-11-23") }),
    });
    renderStats();
    await screen.findByRole("heading", { name: "Today (November 23, 2026)" });
    for (const key of ["highlightsCount", "articlesCount", "commentsCount", "spurqsCount"]) {
      expect(screen.getByTestId(`share-${key}`)).toHaveTextContent("0 (0%)");
    }
  });

  it("when the figures load, then the last 12 weeks are a chart with the same figures in a table", async () => {
    renderStats();
    const chart = await screen.findByRole("img", { name: /Your last 12 weeks/ });
    expect(within(chart).getAllByTestId("chart-bar")).toHaveLength(12);
    const table = screen.getByRole("table", { name: "Your last 12 weeks" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(13);
    // Week 1: 0 highlights, 0 articles, 0 comments, 1 spurq; week 12: 11 highlights and 1 spurq.
    expect(rows[1]).toHaveTextContent("Sep 70001");
    expect(rows[12]).toHaveTextContent("Nov 2311001");
  });

  it("when the figures cannot be loaded, then it says so and offers to try again", async () => {
    serve({ "/api/statistics/user": () => Promise.reject(new Error("500: boom")) });
    const user = userEvent.setup();
    renderStats();
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load your statistics.");
    serve();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Today (November 23, 2026)" })).toBeInTheDocument();
  });
});

describe("Platform Statistics", () => {
  it("when an admin opens the screen, then the platform's users, totals and 30-day charts show", async () => {
    renderStats({ isAdmin: true });
    const section = await screen.findByRole("region", { name: "Platform Statistics" });
    await waitFor(() => expect(section).toHaveTextContent("Active this month180"));
    expect(section).toHaveTextContent("Total210");
    expect(section).toHaveTextContent("New today3");
    expect(section).toHaveTextContent("Active today41");
    expect(section).toHaveTextContent("Active this week120");
    expect(section).toHaveTextContent("Highlights5,400");
    expect(section).toHaveTextContent("Messages1,500");
    expect(section).toHaveTextContent(/Last rolled up Nov 23, 2026/);
    const chart = within(section).getByRole("img", { name: /Activity, last 30 days/ });
    expect(within(chart).getAllByTestId("chart-bar")).toHaveLength(30);
    expect(within(section).getByRole("img", { name: /Users, last 30 days/ })).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith("GET", "/api/statistics/platform");
  });

  it("when the platform figures fail, then the admin reads why instead of empty figures", async () => {
    serve({ "/api/statistics/platform": () => Promise.reject(new Error("403: Forbidden")) });
    renderStats({ isAdmin: true });
    const section = await screen.findByRole("region", { name: "Platform Statistics" });
    expect(await within(section).findByRole("alert")).toHaveTextContent(
      "Could not load the platform statistics.",
    );
  });
});
