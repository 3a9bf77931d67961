// When the live unread count rises, the signed-in shell refetches the incoming spurqs once, so a
// new spurq appears on Notifications (and Home) without a reload.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";
import type { LiveFirestore } from "@/lib/firestore";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
// The badge's listener waits for the first screen to be interactive; here it is at once.
vi.mock("@/lib/after-first-screen", () => ({ afterFirstScreen: () => Promise.resolve() }));
vi.mock("@/lib/firebase-loader", () => ({
  loadFirebase: vi.fn(async () => ({ firebaseApp: {} })),
  loadedAuth: () => null,
}));
const badge: { onData?: (data: unknown) => void } = {};
vi.mock("@/lib/firestore", () => ({
  connectLiveFirestore: (): Partial<LiveFirestore> => ({
    watchDocument: (_path, onData) => {
      badge.onData = onData as (data: unknown) => void;
      return () => {};
    },
  }),
}));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import type { Spurq } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { SessionContext, type Session } from "@/lib/auth-context";
import { createQueryClient } from "@/lib/query-client";
import ProtectedLayout from "./protected-layout";
import Notifications from "./notifications";

const request = vi.mocked(apiRequest);
const spurq = (id: string, title: string): Spurq => ({
  id,
  question: "Why?",
  articleId: `a-${id}`,
  highlightId: null,
  senderId: "u-ben",
  recipientId: "ada",
  createdAt: "2025-03-01T12:00:00.000Z",
  isRead: false,
  isNew: true,
  sender: { id: "u-ben", username: "ben", avatar: null },
  article: { id: `a-${id}`, title },
  highlight: null,
  replyCount: 0,
});
let incoming: Spurq[] = [];
const incomingCalls = () => request.mock.calls.filter(([, url]) => url === "/api/spurqs/incoming").length;

beforeEach(() => {
  request.mockReset();
  incoming = [spurq("s1", "Harbours")];
  request.mockImplementation(async (_method: string, url: string) => {
    if (url === "/api/spurqs/incoming") return { items: incoming, nextCursor: null };
    // The shell's points badge and achievements: none earned yet.
    if (url === "/api/user/achievements") return [];
    if (url === "/api/user/points") throw new Error("404: Not Found");
    return { items: [], nextCursor: null };
  });
});

function renderShell() {
  const session = { status: "signedIn", firebaseUser: { uid: "ada" }, user: null } as unknown as Session;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={["/notifications"]}>
          <Routes>
            <Route element={<ProtectedLayout />}>
              <Route path="/notifications" element={<Notifications />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

describe("the signed-in shell and the live unread count", () => {
  it("when the count rises, then the incoming spurqs are refetched once and the new card shows; when it falls, nothing is refetched", async () => {
    renderShell();
    expect(await screen.findByText("Harbours")).toBeInTheDocument();
    await waitFor(() => expect(badge.onData).toBeDefined());
    act(() => badge.onData!({ unreadSpurqs: 1 }));
    expect(incomingCalls()).toBe(1);

    incoming = [spurq("s2", "Lighthouses"), ...incoming];
    act(() => badge.onData!({ unreadSpurqs: 2 }));
    expect(await screen.findByText("Lighthouses")).toBeInTheDocument();
    expect(incomingCalls()).toBe(2);

    act(() => badge.onData!({ unreadSpurqs: 1 }));
    act(() => badge.onData!({ unreadSpurqs: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(incomingCalls()).toBe(2);
  });
});
