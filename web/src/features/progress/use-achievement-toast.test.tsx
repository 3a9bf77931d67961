// The achievement toast: after 1.5 s, for 4 s, the indigo variant, one achievement
// at a time above the last one shown, then marked seen; and the avatar menu's badges.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import { describeAchievement, type Achievement, type AchievementType } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { SessionContext, type Session } from "@/lib/auth-context";
import { Toaster } from "@/components/ui/toaster";
import { getToasts, resetToasts } from "@/components/ui/toast-store";
import { AvatarMenu } from "@/components/layout/avatar-menu";
import { i18n } from "@/lib/i18n";
import dePoints from "@/locales/de/points.json";
import { AchievementBadges } from "./components/achievement-badges";
import { readLastShown } from "./last-shown";
import { resetCelebrationBaselines } from "./celebrate-since";
import {
  ACHIEVEMENT_TOAST_DELAY_MS,
  ACHIEVEMENT_TOAST_DURATION_MS,
  nextAchievementToShow,
  useAchievementToast,
} from "./use-achievement-toast";

const request = vi.mocked(apiRequest);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const achievement = (id: number, type: AchievementType, count: number, isNew: boolean): Achievement => ({
  id,
  type,
  count,
  isNew,
  // Unlocked just now: news to the reader.
  unlockedAt: new Date().toISOString(),
  ...describeAchievement(type, count),
});

let achievements: Achievement[] = [];
const seenCalls = () => request.mock.calls.filter(([method]) => method === "POST");

beforeEach(() => {
  request.mockReset();
  resetToasts();
  resetCelebrationBaselines();
  for (const key of Object.keys(localStorage))
    if (key.startsWith("spurq.lastVisit.")) localStorage.removeItem(key);
  request.mockImplementation(async (method: string, url: string, body?: unknown) => {
    if (method === "GET" && url === "/api/user/achievements") return achievements;
    if (method === "POST" && url === "/api/user/achievements/seen") {
      const { ids } = body as { ids: number[] };
      achievements = achievements.map((a) => (ids.includes(a.id) ? { ...a, isNew: false } : a));
      return undefined;
    }
    throw new Error(`404: ${url}`);
  });
});
afterEach(() => vi.useRealTimers());

function Shell({ uid }: { uid: string }) {
  useAchievementToast(uid);
  return <Toaster />;
}

function renderShell(uid = "ada") {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Shell uid={uid} />
    </QueryClientProvider>,
  );
}

const openToasts = () => getToasts().filter((toast) => toast.open);

describe("the achievement toast", () => {
  it("when achievements are new, then the oldest one above the last shown is next", () => {
    const list = [
      achievement(4, "highlight", 10, true),
      achievement(3, "article", 1, true),
      achievement(2, "highlight", 1, false),
    ];
    expect(nextAchievementToShow(list, 0)?.id).toBe(3);
    expect(nextAchievementToShow(list, 3)?.id).toBe(4);
    expect(nextAchievementToShow(list, 4)).toBeNull();
    expect(nextAchievementToShow([achievement(2, "highlight", 1, false)], 0)).toBeNull();
  });

  it("when a new achievement arrives, then it shows after 1.5 s for 4 s in the achievement variant, and is marked seen", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    achievements = [achievement(1, "highlight", 1, true)];
    renderShell();
    await waitFor(() => expect(request).toHaveBeenCalledWith("GET", "/api/user/achievements"));
    await act(() => vi.advanceTimersByTimeAsync(ACHIEVEMENT_TOAST_DELAY_MS - 100));
    expect(openToasts()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(openToasts()).toHaveLength(1);
    expect(openToasts()[0]).toMatchObject({
      title: "First highlight",
      variant: "achievement",
      duration: ACHIEVEMENT_TOAST_DURATION_MS,
    });
    expect(screen.getByText("First highlight").closest("li")).toHaveAttribute("data-variant", "achievement");
    expect(seenCalls()).toEqual([["POST", "/api/user/achievements/seen", { ids: [1] }]]);
    expect(readLastShown("ada")).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(ACHIEVEMENT_TOAST_DURATION_MS - 100));
    expect(openToasts()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(openToasts()).toHaveLength(0);
  });

  it("when two are unlocked together, then they show one after the other, each 1.5 s after the last was seen", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    achievements = [achievement(6, "highlight", 10, true), achievement(5, "article", 1, true)];
    renderShell();
    await act(() => vi.advanceTimersByTimeAsync(ACHIEVEMENT_TOAST_DELAY_MS));
    expect(openToasts().map((t) => t.title)).toEqual(["First article"]);
    // The seen call refreshes the list; the next one waits its own 1.5 s.
    await waitFor(() => expect(request.mock.calls.filter(([m]) => m === "GET")).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(ACHIEVEMENT_TOAST_DELAY_MS));
    expect(openToasts().map((t) => t.title)).toEqual(["10 highlights", "First article"]);
    expect(seenCalls().map(([, , body]) => body)).toEqual([{ ids: [5] }, { ids: [6] }]);
  });

  it("when the new achievement was already shown in this browser, then it does not show again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem("spurq.lastAchievementShown.ada", "7");
    achievements = [achievement(7, "comment", 1, true)];
    renderShell();
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    await act(() => vi.advanceTimersByTimeAsync(ACHIEVEMENT_TOAST_DELAY_MS * 3));
    expect(openToasts()).toHaveLength(0);
    expect(seenCalls()).toHaveLength(0);
  });

  it("when a new achievement was unlocked before the reader's last visit, then no toast celebrates it and it is marked seen", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem("spurq.lastVisit.ada", String(Date.now() - 60 * 60_000));
    achievements = [
      {
        ...achievement(3, "comment", 1, true),
        unlockedAt: new Date(Date.now() - 90 * 24 * 3600_000).toISOString(),
      },
    ];
    renderShell();
    await act(() => vi.advanceTimersByTimeAsync(ACHIEVEMENT_TOAST_DELAY_MS * 3));
    expect(openToasts()).toHaveLength(0);
    expect(seenCalls()).toEqual([["POST", "/api/user/achievements/seen", { ids: [3] }]]);
  });

  it("when the reader signs in on a browser they have not used, then only what is unlocked from now on is celebrated", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const old = { ...achievement(4, "highlight", 1, true), unlockedAt: "2026-01-05T10:00:00.000Z" };
    achievements = [old];
    renderShell("dana");
    await act(() => vi.advanceTimersByTimeAsync(ACHIEVEMENT_TOAST_DELAY_MS * 2));
    expect(openToasts()).toHaveLength(0);
    expect(localStorage.getItem("spurq.lastVisit.dana")).not.toBeNull();
  });

  it("when the interface language changes while the toast shows, then the toast reads in the new language", async () => {
    i18n.addResourceBundle("de", "points", dePoints);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    achievements = [achievement(12, "highlight", 10, true)];
    renderShell("emil");
    await act(() => vi.advanceTimersByTimeAsync(ACHIEVEMENT_TOAST_DELAY_MS));
    expect(openToasts().map((t) => t.title)).toEqual(["10 highlights"]);
    await act(() => i18n.changeLanguage("de"));
    expect(openToasts().map((t) => t.title)).toEqual(["10 Markierungen"]);
    expect(screen.getByText("10 Markierungen")).toBeInTheDocument();
    await act(() => i18n.changeLanguage("en"));
  });

  it("when another user signs in on the same browser, then their own last shown id counts", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem("spurq.lastAchievementShown.ada", "7");
    achievements = [achievement(7, "comment", 1, true)];
    renderShell("ben");
    await act(() => vi.advanceTimersByTimeAsync(ACHIEVEMENT_TOAST_DELAY_MS));
    expect(openToasts().map((t) => t.title)).toEqual(["First comment"]);
  });
});

describe("the avatar menu's achievement badges", () => {
  it("when the menu opens, then only achievements that are not new show, each named by its badge", async () => {
    achievements = [
      achievement(3, "highlight", 10, true),
      achievement(2, "connection", 1, false),
      achievement(1, "highlight", 1, false),
    ];
    const session = {
      status: "signedIn",
      firebaseUser: { uid: "ada" },
      user: { username: "ada", email: "ada@example.test", avatar: null },
      logout: vi.fn(),
      refreshUser: vi.fn(),
    } as unknown as Session;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SessionContext.Provider value={session}>
          <MemoryRouter>
            <AvatarMenu badges={<AchievementBadges />} />
          </MemoryRouter>
        </SessionContext.Provider>
      </QueryClientProvider>,
    );
    // The badges load when the menu opens (in the shell the toast has loaded them already).
    await userEvent.setup().click(screen.getByRole("button", { name: /Account menu/ }));
    const badges = await screen.findByTestId("achievement-badges");
    expect(badges).toHaveTextContent(/^Achievement badges/);
    expect(
      within(badges)
        .getAllByTestId("achievement-badge")
        .map((badge) => badge.textContent),
    ).toEqual(["Bronze Connector: First friend", "Bronze Highlighter: First highlight"]);
    // Inside role=menu only menu items may carry roles: the badges are text, not images or a list.
    expect(within(screen.getByRole("menu")).queryAllByRole("img")).toHaveLength(0);
    expect(within(screen.getByRole("menu")).queryAllByRole("group")).toHaveLength(0);
  });

  it("when nothing has been earned yet, then there are no badges", async () => {
    achievements = [achievement(1, "highlight", 1, true)];
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AchievementBadges />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId("achievement-badges")).not.toBeInTheDocument();
  });
});

describe("the achievement toast in another language", () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage("en"));
  });

  it("when the language is German, then the toast words the achievement in German from its type and count", async () => {
    i18n.addResourceBundle("de", "points", dePoints);
    await act(() => i18n.changeLanguage("de"));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    achievements = [achievement(11, "highlight", 10, true)];
    renderShell("cleo");
    await act(() => vi.advanceTimersByTimeAsync(ACHIEVEMENT_TOAST_DELAY_MS));
    expect(openToasts()).toEqual([
      expect.objectContaining({
        title: "10 Markierungen",
        description: "Du hast 10 Markierungen erreicht. Abzeichen: Silber-Markierer.",
      }),
    ]);
  });
});
