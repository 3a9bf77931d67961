import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase-loader", () => ({ loadFirebase: vi.fn(), loadedAuth: () => null }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import type { GroupChat } from "@shared";
import { ApiError, apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { Toaster } from "@/components/ui/toaster";
import { resetToasts } from "@/components/ui/toast-store";
import { GroupChatsSection } from "./group-chats-section";

const request = vi.mocked(apiRequest);
const friends = [
  { id: "ben", username: "ben", avatar: null },
  { id: "cleo", username: "cleo", avatar: null },
];
const chat: GroupChat = {
  id: "c1",
  name: "Harbour readers",
  memberCount: 3,
  createdBy: "ada",
  createdAt: "2026-03-01T10:00:00.000Z",
  lastMessage: { content: "Chapter 3 tonight?", createdAt: "2026-03-01T10:05:00.000Z", sender: friends[0]! },
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderSection() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/friends"]}>
        <GroupChatsSection friends={friends} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => request.mockReset());
afterEach(() => resetToasts());

describe("the Friends screen's group chats", () => {
  it("when the user has no chats, then it says 'No group chats'", async () => {
    request.mockResolvedValue({ items: [], nextCursor: null });
    renderSection();
    expect(await screen.findByText("No group chats")).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith("GET", "/api/group-chats");
  });

  it("when the user has chats, then each links to its screen with its member count and last message", async () => {
    request.mockResolvedValue({ items: [chat], nextCursor: null });
    renderSection();
    const link = await screen.findByRole("link", { name: /Harbour readers/ });
    expect(link).toHaveAttribute("href", "/group-chat/c1");
    expect(within(link).getByText("3 members")).toBeInTheDocument();
    expect(within(link).getByText("ben: Chapter 3 tonight?")).toBeInTheDocument();
  });

  it("when a chat is created without a name or a friend, then the form says so and nothing is sent", async () => {
    request.mockResolvedValue({ items: [], nextCursor: null });
    renderSection();
    await userEvent.click(screen.getByRole("button", { name: "New group chat" }));
    const dialog = await screen.findByRole("dialog", { name: "New group chat" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(within(dialog).getByText("Please enter a group chat name.")).toBeInTheDocument();
    expect(within(dialog).getByText("Please choose at least one friend.")).toBeInTheDocument();
    expect(request.mock.calls.filter(([method]) => method === "POST")).toEqual([]);
  });

  it("when a name and friends are chosen, then the chat is created and opens", async () => {
    request.mockImplementation(async (method: string) =>
      method === "POST" ? { ...chat, id: "c2" } : { items: [], nextCursor: null },
    );
    renderSection();
    await userEvent.click(screen.getByRole("button", { name: "New group chat" }));
    const dialog = await screen.findByRole("dialog", { name: "New group chat" });
    await userEvent.type(within(dialog).getByLabelText("Group name"), "  Harbour readers ");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "cleo" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/group-chat/c2"));
    expect(request).toHaveBeenCalledWith("POST", "/api/group-chats", {
      name: "Harbour readers",
      memberIds: ["cleo"],
    });
    expect(await screen.findByText("Group chat created")).toBeInTheDocument();
  });

  it("when the server refuses the chat, then the toast gives its reason", async () => {
    request.mockImplementation(async (method: string) => {
      if (method !== "POST") return { items: [], nextCursor: null };
      throw new ApiError(429, "", {
        error: "You can create at most 20 group chats a day. Please try again tomorrow.",
      });
    });
    renderSection();
    await userEvent.click(screen.getByRole("button", { name: "New group chat" }));
    const dialog = await screen.findByRole("dialog", { name: "New group chat" });
    await userEvent.type(within(dialog).getByLabelText("Group name"), "Club");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "ben" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(
      await screen.findByText("You can create at most 20 group chats a day. Please try again tomorrow."),
    ).toBeInTheDocument();
    expect(screen.getByTestId("where")).toHaveTextContent("/friends");
  });
});
