import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import axe from "axe-core";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import "@/lib/zod-config";
import type { Milestone } from "@shared";
import { ApiError, apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { SessionContext, type Session } from "@/lib/auth-context";
import { resetCelebrationBaselines } from "../celebrate-since";
import { i18n } from "@/lib/i18n";
import frHomeExtras from "@/locales/fr/homeExtras.json";
import frPoints from "@/locales/fr/points.json";
import { MILESTONE_DIALOG_DELAY_MS, MilestoneDialog } from "./milestone-dialog";

const request = vi.mocked(apiRequest);

const milestone: Milestone = {
  id: 7,
  title: "10 highlights",
  description: "You have reached 10 highlights.",
  iconColor: "#f59e0b",
  badgeName: "Silver Highlighter",
  count: 10,
  type: "highlight",
};

let latest: Milestone | null;
let client: QueryClient;

/** The achievements the milestones celebrate, dated (the dialog opens only for news). */
let achievements: Array<{ id: number; unlockedAt: string }> = [];

function serve(shown: () => Promise<unknown> = async () => undefined) {
  request.mockImplementation(async (method: string, url: string) => {
    if (method === "GET" && url === "/api/user/latest-milestone") return latest;
    if (method === "GET" && url === "/api/user/achievements") return achievements;
    if (method === "POST" && url === "/api/user/latest-milestone/shown") return shown();
    throw new Error(`unexpected ${method} ${url}`);
  });
}

const session = { status: "signedIn", firebaseUser: { uid: "ada" } } as unknown as Session;

const renderDialog = () =>
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <MilestoneDialog />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );

/** Lets the query resolve, then advances the clock. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  // Exact fake time: no real milliseconds slip in between the steps.
  vi.useFakeTimers();
  latest = milestone;
  client = createQueryClient();
  resetCelebrationBaselines();
  localStorage.clear();
  // Reached just now: news.
  achievements = [7, 8].map((id) => ({ id, unlockedAt: new Date().toISOString() }));
});
afterEach(() => {
  vi.useRealTimers();
  request.mockReset();
});

describe("the milestone dialog", () => {
  it("when the milestone was reached before the reader's last visit, then it does not open and is marked shown", async () => {
    localStorage.setItem("spurq.lastVisit.ada", String(Date.now() - 60 * 60_000));
    achievements = [{ id: 7, unlockedAt: new Date(Date.now() - 3 * 24 * 3600_000).toISOString() }];
    serve();
    renderDialog();
    await advance(MILESTONE_DIALOG_DELAY_MS + 100);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(request).toHaveBeenCalledWith("POST", "/api/user/latest-milestone/shown", { id: 7 });
  });

  it("when a milestone is available, then the dialog opens 1 s later (not before) and it is marked shown", async () => {
    serve();
    renderDialog();
    await advance(0);
    expect(request).toHaveBeenCalledWith("GET", "/api/user/latest-milestone");
    await advance(MILESTONE_DIALOG_DELAY_MS - 1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(request).not.toHaveBeenCalledWith("POST", expect.anything(), expect.anything());
    await advance(1);
    const dialog = screen.getByRole("dialog", { name: "Milestone reached: 10 highlights" });
    expect(dialog).toHaveTextContent("You have reached 10 highlights.");
    expect(dialog).toHaveTextContent("Silver Highlighter");
    expect(dialog).toHaveTextContent("10 highlights so far");
    expect(request).toHaveBeenCalledWith("POST", "/api/user/latest-milestone/shown", { id: 7 });
    vi.useRealTimers(); // axe schedules its own work
    const results = await axe.run(dialog);
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  });

  it("when there is none, then nothing opens", async () => {
    latest = null;
    serve();
    renderDialog();
    await advance(MILESTONE_DIALOG_DELAY_MS * 3);
    expect(screen.queryByRole("dialog")).toBeNull();
    // Asked once; nothing marked shown.
    expect(request.mock.calls.filter(([, url]) => url === "/api/user/latest-milestone")).toHaveLength(1);
    expect(request.mock.calls.filter(([method]) => method === "POST")).toEqual([]);
  });

  it("when closed with the keyboard, then it stays closed even if the server still offers it", async () => {
    // The shown mark fails: the server keeps returning the milestone, the page does not reopen it.
    serve(() => Promise.reject(new ApiError(500, "{}", {})));
    renderDialog();
    await advance(MILESTONE_DIALOG_DELAY_MS);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(() => client.invalidateQueries({ queryKey: ["/api/user/latest-milestone"] }));
    await advance(MILESTONE_DIALOG_DELAY_MS * 3);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(request.mock.calls.filter(([method]) => method === "POST")).toHaveLength(1);
  });

  it("when a newer milestone arrives after the first was closed, then it opens 1 s after", async () => {
    serve();
    renderDialog();
    await advance(MILESTONE_DIALOG_DELAY_MS);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Keep going" }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    latest = { ...milestone, id: 9, title: "10 comments", type: "comment" };
    await act(() => client.invalidateQueries({ queryKey: ["/api/user/latest-milestone"] }));
    await advance(MILESTONE_DIALOG_DELAY_MS - 1);
    expect(screen.queryByRole("dialog")).toBeNull();
    await advance(1);
    expect(screen.getByRole("dialog", { name: "Milestone reached: 10 comments" })).toHaveTextContent(
      "10 comments so far",
    );
  });
});

describe("the milestone dialog in another language", () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage("en"));
  });

  it("when the language is French, then the milestone is worded in French from its type and count", async () => {
    i18n.addResourceBundle("fr", "homeExtras", frHomeExtras);
    i18n.addResourceBundle("fr", "points", frPoints);
    await act(() => i18n.changeLanguage("fr"));
    latest = {
      ...milestone,
      type: "connection",
      count: 50,
      title: "50 friends",
      badgeName: "Gold Connector",
    };
    serve();
    renderDialog();
    await advance(MILESTONE_DIALOG_DELAY_MS);
    const dialog = screen.getByRole("dialog", { name: "Étape franchie : 50 amis" });
    expect(dialog).toHaveTextContent("Vous avez atteint 50 amis.");
    expect(dialog).toHaveTextContent("Connecteur d’or");
    expect(dialog).toHaveTextContent("50 amis jusqu’ici");
    expect(screen.getByRole("button", { name: "Continuez comme ça" })).toBeInTheDocument();
  });
});
