// Home composes the question of the day and the top contributors card by the user's notification
// flags: the question hides only when notifyDailyQuote is explicitly false; the card shows
// only when notifyWeeklyContributors is true.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/firebase-loader", () => ({ loadFirebase: vi.fn(), loadedAuth: () => null }));
vi.mock("@/lib/auth-context", () => ({ useSession: () => ({ user: { username: "ada" } }) }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import "@/lib/zod-config";
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_PREFERENCES,
  type AchievementType,
  type DailyQuestion,
  type NotificationSettings,
} from "@shared";
import { ApiError, apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { i18n } from "@/lib/i18n";
import deHome from "@/locales/de/home.json";
import Home from "./home";

const request = vi.mocked(apiRequest);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const question: DailyQuestion = {
  id: "2031-03-10-abcdefghijklmnopqrst",
  question: "What made this passage worth keeping?",
  highlightText: "Tides follow the moon.",
  articleId: "a1",
  articleTitle: "Coastlines",
};

/** The reader's unlocked achievements (their types are what the first-run checklist reads). */
let achievements: Array<{ id: number; type: AchievementType }> = [];
const ALL_FIRST_STEPS: AchievementType[] = ["article", "highlight", "connection", "spurq"];
const unlock = (types: AchievementType[]) => types.map((type, index) => ({ id: index + 1, type }));

/** The notification flags (or a failure), a question, one contributor; empty lists elsewhere. */
function serve(flags: Partial<NotificationSettings> | Error) {
  request.mockImplementation(async (method: string, url: string) => {
    if (url === "/api/user/notifications") {
      if (flags instanceof Error) throw flags;
      return { ...DEFAULT_NOTIFICATION_SETTINGS, ...flags };
    }
    if (url === "/api/daily-question") return question;
    if (url.startsWith("/api/daily-question/is-dismissed")) return { isDismissed: false };
    if (url === "/api/contributors/top")
      return [{ id: "u2", username: "ben", avatar: null, contributionCount: 4, badges: [] }];
    if (url === "/api/user/latest-milestone") return null;
    // A reader past the first-run checklist: all four first steps done.
    if (url === "/api/user/preferences") return DEFAULT_PREFERENCES;
    if (url === "/api/user/achievements") return achievements;
    return { items: [], nextCursor: null };
  });
}

const renderHome = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Home />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const questionHeading = () => screen.queryByRole("heading", { name: "Question of the Day" });
const contributorsHeading = () => screen.queryByRole("heading", { name: "Top Contributors This Week" });
/** Waits until Home has settled: its recent articles' empty text shows. */
const settled = () => screen.findByText("No articles saved yet.");

beforeEach(() => {
  achievements = unlock(ALL_FIRST_STEPS);
});
afterEach(() => request.mockReset());

describe("Home's question of the day and top contributors", () => {
  it("when both flags are on, then the question and the card show", async () => {
    serve({ notifyDailyQuote: true, notifyWeeklyContributors: true });
    renderHome();
    await waitFor(() => expect(questionHeading()).not.toBeNull());
    await waitFor(() => expect(contributorsHeading()).not.toBeNull());
    expect(await screen.findByText("ben")).toBeInTheDocument();
  });

  // The question is asked beside the flags, not after them (one round trip less before Home is
  // whole): a reader who turned it off pays that one request, never its dismissal or the card's.
  it("when both flags are off, then neither shows, the card is not fetched and the question goes no further", async () => {
    serve({ notifyDailyQuote: false, notifyWeeklyContributors: false });
    renderHome();
    await settled();
    await waitFor(() => expect(request).toHaveBeenCalledWith("GET", "/api/user/notifications"));
    expect(questionHeading()).toBeNull();
    expect(contributorsHeading()).toBeNull();
    const urls = request.mock.calls.map(([, url]) => url);
    expect(urls.filter((url) => url.startsWith("/api/daily-question/is-dismissed"))).toEqual([]);
    expect(urls).not.toContain("/api/contributors/top");
  });

  it("when the flags cannot be fetched, then the question shows (not explicitly off) and the card does not (not on)", async () => {
    serve(new ApiError(500, "{}", {}));
    renderHome();
    await waitFor(() => expect(questionHeading()).not.toBeNull());
    await settled();
    expect(contributorsHeading()).toBeNull();
  });
});

describe("Home's first-run checklist", () => {
  const firstSteps = () => screen.queryByRole("region", { name: "Your first steps" });

  it("when a new reader has done nothing yet, then the checklist shows under the title, before the incoming spurqs", async () => {
    achievements = [];
    serve({ notifyDailyQuote: false, notifyWeeklyContributors: false });
    renderHome();
    const checklist = await screen.findByRole("region", { name: "Your first steps" });
    const incoming = screen.getByRole("heading", { name: "Incoming Spurqs" });
    expect(checklist.compareDocumentPosition(incoming) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Ask a friend" }));
    expect(await screen.findByRole("dialog", { name: "Ask a friend" })).toBeInTheDocument();
  });

  it("when the reader has done all four first steps, then Home has no checklist", async () => {
    serve({ notifyDailyQuote: false, notifyWeeklyContributors: false });
    renderHome();
    await settled();
    await waitFor(() => expect(request).toHaveBeenCalledWith("GET", "/api/user/achievements"));
    expect(firstSteps()).toBeNull();
  });
});

describe("Home's own texts in another language", () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage("en"));
  });

  it("when the language is German, then the title, greeting and incoming spurqs section are German", async () => {
    i18n.addResourceBundle("de", "home", deHome);
    await act(() => i18n.changeLanguage("de"));
    serve({ notifyDailyQuote: false, notifyWeeklyContributors: false });
    renderHome();
    expect(screen.getByRole("heading", { name: "Startseite" })).toBeInTheDocument();
    expect(screen.getByText("Willkommen, ada")).toBeInTheDocument();
    // Sections appear once those above them know what they show.
    expect(await screen.findByRole("heading", { name: "Eingegangene Spurqs" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Neuer Spurq" })).toBeInTheDocument();
    expect(await screen.findByText("Gerade keine eingegangenen Spurqs.")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Lade Freunde ein, um mit dem Teilen zu beginnen" }),
    ).toBeInTheDocument();
  });
});
