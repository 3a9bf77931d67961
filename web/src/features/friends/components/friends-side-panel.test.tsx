import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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

import { ApiError, apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { getToasts, resetToasts } from "@/components/ui/toast-store";
import { FriendsSidePanel } from "./friends-side-panel";

const request = vi.mocked(apiRequest);
// jsdom has no ResizeObserver; the menu's anchored positioning asks for one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
const ben = { id: "u-ben", username: "ben", avatar: null };
const cyd = { id: "u-cyd", username: "cyd", avatar: null };
const eve = { id: "u-eve", username: "eve", avatar: null };
const page = <T,>(items: T[]) => ({ items, nextCursor: null });

/** A fake server: friends, requests and search answers by URL; records every call. */
function serve(overrides: Record<string, unknown> = {}) {
  const answers: Record<string, unknown> = {
    "GET /api/friends": page([{ id: ben.id, friend: ben, isMuted: true }]),
    "GET /api/friends/requests/incoming": page([
      { id: "r-in", sender: cyd, status: "pending", createdAt: "2025-03-01T00:00:00.000Z" },
    ]),
    "POST /api/friends/requests": { id: "r-new", status: "pending" },
    "GET /api/friends/requests/outgoing": page([
      { id: "r-out", receiver: eve, status: "pending", createdAt: "2025-03-01T00:00:00.000Z" },
    ]),
    ...overrides,
  };
  request.mockImplementation(async (method: string, url: string) => {
    const key = `${method} ${url.split("?")[0]}`;
    const answer = answers[key];
    if (answer instanceof Error) throw answer;
    if (key in answers) return answer;
    if (key === "GET /api/users/search") return answers.search ?? [];
    return undefined;
  });
}

function renderPanel(onSelect = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <FriendsSidePanel selectedFriendId={null} onSelectFriend={onSelect} groupChats={<p>chats</p>} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onSelect;
}

const toastTitles = () => getToasts().map((t) => [t.title, t.description]);

// A braced body: a function returned from beforeEach would be run as a clean-up.
beforeEach(() => {
  request.mockReset();
});
afterEach(() => resetToasts());

describe("the Friends screen's left panel", () => {
  it("when in Main mode, then friends show with a muted icon and selecting one reports it", async () => {
    serve();
    const onSelect = renderPanel();
    const list = await screen.findByRole("list", { name: "Friends" });
    expect(within(list).getByRole("img", { name: "Muted" })).toBeInTheDocument();
    await userEvent.click(within(list).getByRole("button", { name: /^ben/ }));
    expect(onSelect).toHaveBeenCalledWith({ id: ben.id, friend: ben, isMuted: true });
    expect(screen.getByText("chats")).toBeInTheDocument();
  });

  it("when Friends opens, then 'Find users' is on the main view; opened with ?find, it has the focus", async () => {
    serve();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={["/friends?find=1"]}>
          <FriendsSidePanel selectedFriendId={null} onSelectFriend={vi.fn()} groupChats={null} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole("button", { name: "Main" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByLabelText("Find users")).toHaveFocus();
  });

  it("when there are no friends, then 'No friends yet'", async () => {
    serve({ "GET /api/friends": page([]) });
    renderPanel();
    expect(await screen.findByText("No friends yet")).toBeInTheDocument();
  });

  it("when the menu's Unmute and Remove friend are chosen, then the calls go out and 'Friend removed' shows", async () => {
    serve();
    renderPanel();
    await userEvent.click(await screen.findByRole("button", { name: "Options for ben" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Unmute" }));
    expect(request).toHaveBeenCalledWith("PATCH", "/api/friends/u-ben/mute", { isMuted: false });
    await userEvent.click(screen.getByRole("button", { name: "Options for ben" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Remove friend" }));
    expect(request).toHaveBeenCalledWith("DELETE", "/api/friends/u-ben");
    await waitFor(() => expect(toastTitles()).toContainEqual(["Friend removed", undefined]));
  });

  it("when removing fails, then 'Error removing friend'", async () => {
    serve({ "DELETE /api/friends/u-ben": new ApiError(500, "boom", null) });
    renderPanel();
    await userEvent.click(await screen.findByRole("button", { name: "Options for ben" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Remove friend" }));
    await waitFor(() =>
      expect(toastTitles()).toContainEqual(["Error removing friend", "Please try again later"]),
    );
  });

  it("when in Requests mode, then Accept, Reject and the cancel icon call the server with their toasts", async () => {
    serve();
    renderPanel();
    await userEvent.click(screen.getByRole("button", { name: /Requests/ }));
    await userEvent.click(await screen.findByRole("button", { name: "Accept cyd" }));
    expect(request).toHaveBeenCalledWith("PATCH", "/api/friends/requests/r-in", { status: "accepted" });
    await waitFor(() => expect(toastTitles()).toContainEqual(["Friend request accepted", undefined]));
    await userEvent.click(screen.getByRole("button", { name: "Reject cyd" }));
    expect(request).toHaveBeenCalledWith("PATCH", "/api/friends/requests/r-in", { status: "rejected" });
    await waitFor(() => expect(toastTitles()).toContainEqual(["Friend request rejected", undefined]));
    await userEvent.click(screen.getByRole("button", { name: "Cancel request to eve" }));
    expect(request).toHaveBeenCalledWith("DELETE", "/api/friends/requests/r-out");
  });

  it("when accepting fails, then 'Error accepting request' / 'Please try again later'", async () => {
    serve({ "PATCH /api/friends/requests/r-in": new ApiError(409, "{}", {}) });
    renderPanel();
    await userEvent.click(screen.getByRole("button", { name: /Requests/ }));
    await userEvent.click(await screen.findByRole("button", { name: "Accept cyd" }));
    await waitFor(() =>
      expect(toastTitles()).toContainEqual(["Error accepting request", "Please try again later"]),
    );
  });

  it("when 'Find users' has one character, then no search; from two, one debounced search and Add sends a request", async () => {
    serve({ search: [{ ...eve, id: "u-zed", username: "zed", relationship: "none" }] });
    renderPanel();
    const input = screen.getByLabelText("Find users");
    await userEvent.type(input, "z");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(request.mock.calls.filter(([, url]) => url.startsWith("/api/users/search"))).toEqual([]);
    await userEvent.type(input, "e");
    await screen.findByRole("button", { name: "Add zed" });
    const searches = request.mock.calls.filter(([, url]) => url.startsWith("/api/users/search"));
    expect(searches).toEqual([["GET", "/api/users/search?q=ze"]]);
    await userEvent.click(screen.getByRole("button", { name: "Add zed" }));
    expect(request).toHaveBeenCalledWith("POST", "/api/friends/requests", { receiverId: "u-zed" });
    await waitFor(() => expect(toastTitles()).toContainEqual(["Friend request sent", undefined]));
  });

  it("when sending a request fails, then 'Error sending friend request' with the server's message", async () => {
    serve({
      search: [{ ...eve, id: "u-zed", username: "zed", relationship: "none" }],
      "POST /api/friends/requests": new ApiError(409, "{}", {
        error: "You are already friends with this user.",
      }),
    });
    renderPanel();
    await userEvent.type(screen.getByLabelText("Find users"), "zed");
    await userEvent.click(await screen.findByRole("button", { name: "Add zed" }));
    await waitFor(() =>
      expect(toastTitles()).toContainEqual([
        "Error sending friend request",
        "You are already friends with this user.",
      ]),
    );
  });

  it("when the search fails, then 'Error searching users'", async () => {
    serve({ "GET /api/users/search": new ApiError(500, "boom", null) });
    renderPanel();
    await userEvent.type(screen.getByLabelText("Find users"), "zed");
    await waitFor(() => expect(toastTitles()).toContainEqual(["Error searching users", undefined]));
  });
});
