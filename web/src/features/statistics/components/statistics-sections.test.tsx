// 'Your Statistics' and 'Platform Statistics' from the figures GET /api/statistics/user and
// /platform answer, in English and in another language (every text from the statistics namespace).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import type { PeriodStatistics, PlatformStatistics, UserStatistics } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { i18n } from "@/lib/i18n";
import deStatistics from "@/locales/de/statistics.json";
import { PlatformStatisticsSection } from "./platform-statistics";
import { UserStatisticsSection } from "./user-statistics";

const request = vi.mocked(apiRequest);

const figures = (date: string | null, updatedAt: string | null): PeriodStatistics => ({
  highlightsCount: 2,
  articlesCount: 1,
  commentsCount: 1,
  spurqsCount: 0,
  friendsCount: 3,
  loginCount: 1234,
  timeSpentMinutes: 135,
  pointsEarned: 40,
  date,
  updatedAt,
});

const week = (date: string) => ({ ...figures(date, null), date });
const user: UserStatistics = {
  daily: figures("2026-11-23", "2026-11-23T10:05:00.000Z"),
  weekly: figures("2026-11-23", null),
  monthly: figures("2026-11-01", null),
  yearly: figures("2026-01-01", null),
  total: figures(null, null),
  weeks: Array.from({ length: 12 }, (_, i) => week(`2026-09-${String(i + 1).padStart(2, "0")}`)),
  timeZone: "UTC",
};
const platform: PlatformStatistics = {
  users: { total: 1500, newToday: 1, activeToday: 4, activeThisWeek: 9, activeThisMonth: 20 },
  totals: { articles: 10, highlights: 20, comments: 5, spurqs: 1, messages: 0 },
  days: [
    {
      date: "2026-11-23",
      articles: 1,
      highlights: 2,
      comments: 0,
      spurqs: 1,
      messages: 0,
      activeUsers: 3,
      newUsers: 1,
    },
  ],
  updatedAt: null,
};

function renderSections() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UserStatisticsSection />
      <PlatformStatisticsSection />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  request.mockImplementation(async (_method: string, url: string) => {
    if (url === "/api/statistics/user") return user;
    if (url === "/api/statistics/platform") return platform;
    throw new Error(`404: ${url}`);
  });
});
afterEach(async () => {
  request.mockReset();
  await act(() => i18n.changeLanguage("en"));
});

/** A card's or figure's value by its label (the first, where the overview repeats a card's). */
const value = (scope: HTMLElement, label: string) =>
  within(scope).getAllByText(label, { selector: "dt" })[0]?.nextElementSibling?.textContent;

describe("the statistics screen's sections", () => {
  it("when the figures load, then the English headings, cards, overview and charts show", async () => {
    renderSections();
    expect(await screen.findByRole("heading", { name: "Today (November 23, 2026)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Today", selected: true })).toBeInTheDocument();
    const panel = screen.getByRole("tabpanel");
    expect(value(panel, "Logins")).toBe("1,234");
    expect(value(panel, "Time Spent")).toBe("2h 15m");
    const overview = screen.getByRole("region", { name: "Activity Overview" });
    expect(within(overview).getByTestId("share-highlightsCount")).toHaveTextContent("Highlights2 (50%)");
    expect(screen.getByRole("img", { name: /^Your last 12 weeks Highlights, articles/ })).toBeInTheDocument();
    const section = await screen.findByRole("region", { name: "Platform Statistics" });
    expect(section).toHaveTextContent("Not rolled up yet");
    expect(value(section, "Total")).toBe("1,500");
    expect(
      within(section).getByRole("img", {
        name: "Activity, last 30 days Articles, highlights, comments, spurqs and messages per day over the last 1 days: 1 article, 2 highlights, 0 comments, 1 spurq, 0 messages.",
      }),
    ).toBeInTheDocument();
  });

  it("when the language is German, then every text of both sections is German", async () => {
    i18n.addResourceBundle("de", "statistics", deStatistics);
    await act(() => i18n.changeLanguage("de"));
    renderSections();
    expect(await screen.findByRole("heading", { name: "Heute (23. November 2026)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Diese Woche" })).toBeInTheDocument();
    const panel = screen.getByRole("tabpanel");
    expect(value(panel, "Anmeldungen")).toBe("1.234");
    expect(value(panel, "Verbrachte Zeit")).toBe("2 Std. 15 Min.");
    const overview = screen.getByRole("region", { name: "Aktivitätsübersicht" });
    expect(within(overview).getByTestId("share-highlightsCount")).toHaveTextContent("Markierungen2 (50 %)");
    expect(
      screen.getByRole("img", { name: /^Deine letzten 12 Wochen Markierungen, Artikel/ }),
    ).toBeInTheDocument();
    const section = await screen.findByRole("region", { name: "Plattformstatistiken" });
    expect(section).toHaveTextContent("Noch nicht zusammengefasst");
    expect(value(section, "Aktiv diesen Monat")).toBe("20");
    expect(
      within(section).getByRole("img", {
        name: "Aktivität, letzte 30 Tage Artikel, Markierungen, Kommentare, Spurqs und Nachrichten pro Tag in den letzten 1 Tagen: 1 Artikel, 2 Markierungen, 0 Kommentare, 1 Spurq, 0 Nachrichten.",
      }),
    ).toBeInTheDocument();
  });
});
