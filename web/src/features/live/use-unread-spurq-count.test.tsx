import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";
import type { LiveFirestore } from "@/lib/firestore";

// The badge's listener waits for the first screen to be interactive; here it is at once.
vi.mock("@/lib/after-first-screen", () => ({ afterFirstScreen: () => Promise.resolve() }));
vi.mock("@/lib/firebase-loader", () => ({
  loadFirebase: vi.fn(async () => ({ firebaseApp: {} })),
  loadedAuth: () => null,
}));
const watchers: Array<{ path: string[]; onData: (data: unknown) => void; onError: (e: unknown) => void }> =
  [];
const unsubscribe = vi.fn();
vi.mock("@/lib/firestore", () => ({
  connectLiveFirestore: (): Partial<LiveFirestore> => ({
    watchDocument: (path, onData, onError) => {
      watchers.push({ path, onData: onData as (data: unknown) => void, onError });
      return unsubscribe;
    },
  }),
}));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import { apiRequest } from "@/lib/api-client";
import { SessionContext, type Session } from "@/lib/auth-context";
import { createQueryClient } from "@/lib/query-client";
import { Sidebar } from "@/components/layout/sidebar";
import { LISTENER_FIRST_SNAPSHOT_TIMEOUT_MS } from "@/lib/firestore-loader";
import { BADGE_POLL_MS, useUnreadSpurqCount } from "./use-unread-spurq-count";

const request = vi.mocked(apiRequest);

function Shell() {
  const count = useUnreadSpurqCount();
  return <Sidebar {...(count !== undefined ? { unreadCount: count } : {})} />;
}

function renderShell() {
  const session = { status: "signedIn", firebaseUser: { uid: "ada" }, user: null } as unknown as Session;
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionContext.Provider value={session}>
        <MemoryRouter>
          <Shell />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

/** The Notifications link and whether its red dot shows. */
// The name carries the unread count once something is unread ("Notifications 2 unread").
const notificationsLink = () => screen.getByRole("link", { name: /^Notifications/ });
const hasDot = () => notificationsLink().querySelector(".bg-red-500") !== null;

beforeEach(() => {
  watchers.length = 0;
  request.mockReset();
  unsubscribe.mockReset();
});
afterEach(() => vi.useRealTimers());

describe("the live unread badge", () => {
  it("when the badge document changes, then the sidebar's dot and count follow it without any API call", async () => {
    const view = renderShell();
    await waitFor(() => expect(watchers).toHaveLength(1));
    expect(watchers[0]!.path).toEqual(["badges", "ada"]);
    expect(hasDot()).toBe(false);

    act(() => watchers[0]!.onData({ unreadSpurqs: 2 }));
    expect(hasDot()).toBe(true);
    act(() => notificationsLink().focus());
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Notifications 2 unread");

    act(() => watchers[0]!.onData({ unreadSpurqs: 0 }));
    expect(hasDot()).toBe(false);
    act(() => watchers[0]!.onData(undefined));
    expect(hasDot()).toBe(false);
    expect(request).not.toHaveBeenCalled();

    view.unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it("when the listener fails, then the count is polled from the API every 30 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    request.mockResolvedValue({ count: 4 });
    renderShell();
    await waitFor(() => expect(watchers).toHaveLength(1));
    act(() => watchers[0]!.onError(new Error("permission-denied")));
    await waitFor(() => expect(hasDot()).toBe(true));
    expect(request).toHaveBeenCalledWith("GET", "/api/spurqs/unread-count");
    expect(request).toHaveBeenCalledTimes(1);

    request.mockResolvedValue({ count: 0 });
    await act(() => vi.advanceTimersByTimeAsync(BADGE_POLL_MS));
    await waitFor(() => expect(hasDot()).toBe(false));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it("when the listener stays silent (a blocked connection raises no error), then it falls back to polling", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    request.mockResolvedValue({ count: 1 });
    renderShell();
    await waitFor(() => expect(watchers).toHaveLength(1));
    expect(request).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(LISTENER_FIRST_SNAPSHOT_TIMEOUT_MS));
    await waitFor(() => expect(hasDot()).toBe(true));
    expect(request).toHaveBeenCalledWith("GET", "/api/spurqs/unread-count");
  });
});
