// The daily check-in: a restored session syncs once a day with the browser's time zone, so the
// server can count the day's first sign-in; again on a new day when the tab comes back into view.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";

const api = vi.hoisted(() => ({ syncUser: vi.fn() }));
vi.mock("./api/sync-user", () => ({ syncUser: api.syncUser }));
vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));

import { SessionContext, type Session } from "@/lib/auth-context";
import { EFFECTIVE_USER_ID_KEY } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { checkedInToday, localDay } from "./check-in";
import { useDailyCheckIn } from "./use-daily-check-in";

const identity = { uid: "ada", email: "ada@example.test", displayName: "Ada", photoURL: null };

function Shell() {
  useDailyCheckIn();
  return null;
}

function renderShell() {
  const session = { status: "signedIn", firebaseUser: identity, user: null } as unknown as Session;
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionContext.Provider value={session}>
        <Shell />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

const showTab = () => act(() => void document.dispatchEvent(new Event("visibilitychange")));

beforeEach(() => {
  api.syncUser.mockReset();
  api.syncUser.mockResolvedValue({ id: "ada" });
});
afterEach(() => vi.useRealTimers());

describe("the daily check-in", () => {
  it("when a session opens, then it syncs once with the browser's time zone, and not again that day", async () => {
    const view = renderShell();
    await waitFor(() => expect(api.syncUser).toHaveBeenCalledTimes(1));
    expect(api.syncUser).toHaveBeenCalledWith({
      email: "ada@example.test",
      displayName: "Ada",
      photoURL: null,
      isNewAccount: false,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(checkedInToday("ada")).toBe(true);
    showTab();
    view.unmount();
    renderShell();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.syncUser).toHaveBeenCalledTimes(1);
  });

  it("when the tab comes back on a new day, then it checks in again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 23, 23, 50));
    renderShell();
    await waitFor(() => expect(api.syncUser).toHaveBeenCalledTimes(1));
    vi.setSystemTime(new Date(2026, 10, 24, 0, 5));
    expect(checkedInToday("ada")).toBe(false);
    showTab();
    await waitFor(() => expect(api.syncUser).toHaveBeenCalledTimes(2));
    expect(localStorage.getItem("spurq.checkedIn.ada")).toBe(localDay(new Date(2026, 10, 24, 0, 5)));
  });

  it("when the sync fails, then the next occasion tries again", async () => {
    api.syncUser.mockRejectedValueOnce(new Error("503: Service Unavailable"));
    renderShell();
    await waitFor(() => expect(api.syncUser).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(checkedInToday("ada")).toBe(false));
    showTab();
    await waitFor(() => expect(api.syncUser).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(checkedInToday("ada")).toBe(true));
  });

  it("when an admin acts as another user, then no check-in is sent (the server refuses such syncs)", async () => {
    sessionStorage.setItem(EFFECTIVE_USER_ID_KEY, "ben");
    renderShell();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.syncUser).not.toHaveBeenCalled();
  });
});
