// The top bar's points badge, its popover and the 'Knowledge Contribution Insights' dialog, from a
// points summary as GET /api/user/points answers it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import { ACTIONS, type PointsEntry, type PointsSummary } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { i18n } from "@/lib/i18n";
import jaPoints from "@/locales/ja/points.json";
import { PointsBadge } from "./points-badge";

const request = vi.mocked(apiRequest);
// jsdom has no ResizeObserver; the popover's anchored positioning asks for one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// As the server sends them: the action's English label (the web app words it from `type`), an
// undone action with its points taken back.
const entry = (
  id: string,
  amount: number,
  type: PointsEntry["type"],
  category: PointsEntry["category"],
  context: string | null,
): PointsEntry => ({
  id,
  amount,
  action: amount < 0 ? `Taken back: ${ACTIONS[type].label}` : ACTIONS[type].label,
  type,
  timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
  category,
  context,
  articleId: null,
});

const summary: PointsSummary = {
  totalPoints: 250,
  level: 2,
  nextLevelPoints: 400,
  categoryBreakdown: { creation: 30, collaboration: 120, curation: 20, analysis: 80 },
  rankPercentile: 72.4,
  weeklyGrowth: 25,
  streakDays: 4,
  recentPoints: [
    entry("e5", 5, "highlight_created", "analysis", "Eyes on the Street"),
    entry("e4", -5, "highlight_created", "analysis", "Sidewalk Ballet"),
    entry("e3", 20, "friend_made", "collaboration", "ben"),
    entry("e2", 10, "spurq_sent", "collaboration", "Harbours"),
    entry("e1", 2, "daily_sign_in", "curation", null),
  ],
  lastSevenDays: [
    { date: "2026-11-17", points: 0 },
    { date: "2026-11-18", points: 10 },
    { date: "2026-11-19", points: 0 },
    { date: "2026-11-20", points: 35 },
    { date: "2026-11-21", points: 0 },
    { date: "2026-11-22", points: 5 },
    { date: "2026-11-23", points: 22 },
  ],
  expertise: [
    { name: "Urbanism", level: 3, points: 180 },
    { name: "Poetry", level: 1, points: 5 },
  ],
};

function renderBadge() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/home"]}>
        <Routes>
          <Route path="/home" element={<PointsBadge />} />
          <Route path="/articles" element={<p>My Articles screen</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  request.mockReset();
  request.mockImplementation(async (_method: string, url: string) => {
    if (url === "/api/user/points") return summary;
    throw new Error(`404: ${url}`);
  });
});

const badge = () => screen.findByRole("button", { name: "250 points Level 2" });

describe("the points badge", () => {
  it("when the summary loads, then the badge shows the total and the level", async () => {
    renderBadge();
    expect(await badge()).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith("GET", "/api/user/points");
  });

  it("when the points cannot be loaded, then there is no badge at all (never sample points)", async () => {
    request.mockRejectedValue(new Error("500: boom"));
    renderBadge();
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByText(/points/)).not.toBeInTheDocument();
  });

  it("when the badge is opened, then the popover lists the 3 latest entries, newest first", async () => {
    const user = userEvent.setup();
    renderBadge();
    await user.click(await badge());
    const list = await screen.findByRole("list");
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("+5Highlighted a passageEyes on the StreetAnalysis · 5 minutes ago");
    expect(items[1]).toHaveTextContent("−5Taken back: Highlighted a passageSidewalk Ballet");
    expect(items[2]).toHaveTextContent("+20Made a friendben");
    expect(screen.queryByText("Sent a Spurq")).not.toBeInTheDocument();
  });

  it("when a new user has no points yet, then the popover says how to earn them", async () => {
    request.mockResolvedValue({ ...summary, totalPoints: 0, level: 1, recentPoints: [] });
    const user = userEvent.setup();
    renderBadge();
    await user.click(await screen.findByRole("button", { name: "0 points Level 1" }));
    expect(await screen.findByText(/No points yet/)).toBeInTheDocument();
  });
});

describe("Knowledge Contribution Insights", () => {
  async function openInsightsByKeyboard() {
    const user = userEvent.setup();
    renderBadge();
    (await badge()).focus();
    await user.keyboard("{Enter}");
    const view = await screen.findByRole("button", { name: "View insights" });
    view.focus();
    await user.keyboard("{Enter}");
    return { user, dialog: await screen.findByRole("dialog", { name: "Knowledge Contribution Insights" }) };
  }

  it("when opened from the popover by keyboard, then Overview shows level progress as total over the next level's points", async () => {
    const { dialog } = await openInsightsByKeyboard();
    expect(within(dialog).getByRole("tab", { name: "Overview", selected: true })).toBeInTheDocument();
    // 250 / 400 = 62.5 % → 63 %
    const progress = within(dialog).getByRole("progressbar", { name: "Level progress" });
    expect(progress).toHaveAttribute("aria-valuenow", "63");
    expect(dialog).toHaveTextContent("Progress to level 3250 / 400 points (63%)");
    expect(dialog).toHaveTextContent("Total points250");
    expect(dialog).toHaveTextContent("Streak4 days");
    expect(dialog).toHaveTextContent("Weekly growth+25%");
    expect(dialog).toHaveTextContent("Ahead of72% of readers");
    expect(dialog).toHaveTextContent("Collaboration120");
    expect(dialog).toHaveTextContent("Analysis80");
  });

  it("when opened, then one line under the title says how points are earned, with the points rules' own figures", async () => {
    const { dialog } = await openInsightsByKeyboard();
    const line = `Points come from what you do: ${ACTIONS.article_created.points} for an article you write, ${ACTIONS.article_imported.points} for one you save from the web, ${ACTIONS.highlight_created.points} for a highlight, ${ACTIONS.comment_created.points} for a comment, ${ACTIONS.spurq_sent.points} for a spurq you send, ${ACTIONS.spurq_answered.points} for one you answer, ${ACTIONS.friend_made.points} for a new friend and ${ACTIONS.daily_sign_in.points} for your first visit each day.`;
    expect(within(dialog).getByText(line)).toBeInTheDocument();
    // The dialog's description, so a screen reader hears it with the title.
    expect(dialog).toHaveAccessibleDescription(line);
    expect(line).toContain(
      "15 for an article you write, 10 for one you save from the web, 5 for a highlight",
    );
    // 'Save from the web' stands for both ways of saving a found page: completing an import too.
    expect(ACTIONS.article_completed.points).toBe(ACTIONS.article_imported.points);
  });

  it("when Activity Log is chosen, then it shows the 'Last 7 days' badge, points per day and the recent entries", async () => {
    const { user, dialog } = await openInsightsByKeyboard();
    await user.click(within(dialog).getByRole("tab", { name: "Activity Log" }));
    const panel = within(dialog).getByRole("tabpanel");
    expect(panel).toHaveTextContent("Last 7 days");
    expect(panel).toHaveTextContent("Fri, Nov 2035");
    expect(panel).toHaveTextContent("Mon, Nov 2322");
    expect(within(panel).getByText("Sent a Spurq")).toBeInTheDocument();
    expect(within(panel).getByText("Daily sign-in")).toBeInTheDocument();
  });

  it("when Expertise Areas is chosen, then each area shows its level of 5, and Explore leads to My Articles and closes the dialog", async () => {
    const { user, dialog } = await openInsightsByKeyboard();
    await user.click(within(dialog).getByRole("tab", { name: "Expertise Areas" }));
    const panel = within(dialog).getByRole("tabpanel");
    expect(panel).toHaveTextContent("Based on your contributions");
    expect(panel).toHaveTextContent("UrbanismLevel 3 of 5 · 180 points");
    expect(panel).toHaveTextContent("PoetryLevel 1 of 5 · 5 points");
    await user.click(within(panel).getByRole("link", { name: "Explore New Knowledge Areas" }));
    expect(await screen.findByText("My Articles screen")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("when the user has no expertise yet, then the panel says how to build it", async () => {
    request.mockResolvedValue({ ...summary, expertise: [] });
    const { user, dialog } = await openInsightsByKeyboard();
    await user.click(within(dialog).getByRole("tab", { name: "Expertise Areas" }));
    expect(within(dialog).getByRole("tabpanel")).toHaveTextContent(/No areas yet/);
  });
});

describe("the points badge in another language", () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage("en"));
  });

  it("when the language is Japanese, then the badge, popover and insights are Japanese, actions worded from their type", async () => {
    i18n.addResourceBundle("ja", "points", jaPoints);
    await act(() => i18n.changeLanguage("ja"));
    const user = userEvent.setup();
    renderBadge();
    await user.click(await screen.findByRole("button", { name: "250 ポイント レベル 2" }));
    expect(await screen.findByRole("heading", { name: "最近のポイント" })).toBeInTheDocument();
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("+5一節をハイライトしましたEyes on the Street分析 · 5 分前");
    expect(items[1]).toHaveTextContent("−5取り消し: 一節をハイライトしました");
    await user.click(screen.getByRole("button", { name: "インサイトを見る" }));
    const dialog = await screen.findByRole("dialog", { name: "知識貢献インサイト" });
    expect(within(dialog).getByRole("tab", { name: "概要", selected: true })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("連続記録4 日");
    expect(dialog).toHaveTextContent("レベル 3 までの進捗250 / 400 ポイント（63%）");
    expect(within(dialog).getByRole("progressbar", { name: "レベルの進捗" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("tab", { name: "専門分野" }));
    expect(within(dialog).getByRole("tabpanel")).toHaveTextContent("Urbanismレベル 3 / 5 · 180 ポイント");
  });
});
