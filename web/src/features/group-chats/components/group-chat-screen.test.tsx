import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";
import type { LiveDoc, LiveFirestore } from "@/lib/firestore";

vi.mock("@/lib/firebase-loader", () => ({
  loadFirebase: vi.fn(async () => ({ firebaseApp: {} })),
  loadedAuth: () => null,
}));
const listeners: Array<{
  path: string[];
  max: number;
  onDocs: (docs: LiveDoc[]) => void;
  onError: (e: unknown) => void;
}> = [];
vi.mock("@/lib/firestore", () => ({
  connectLiveFirestore: (): Partial<LiveFirestore> => ({
    watchNewest: (path, _field, max, onDocs, onError) => {
      listeners.push({ path, max, onDocs, onError });
      return () => undefined;
    },
  }),
}));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import type { GroupChat, GroupMessage } from "@shared";
import { ApiError, apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { Toaster } from "@/components/ui/toaster";
import { resetToasts } from "@/components/ui/toast-store";
import { i18n } from "@/lib/i18n";
import deGroupChats from "@/locales/de/groupChats.json";
import jaGroupChats from "@/locales/ja/groupChats.json";
import { GroupChatScreen } from "./group-chat-screen";

const request = vi.mocked(apiRequest);
const CHAT: GroupChat = {
  id: "c1",
  name: "Harbour readers",
  memberCount: 3,
  createdBy: "ada",
  createdAt: "2026-03-01T10:00:00.000Z",
  lastMessage: null,
};
const ben = { id: "ben", username: "ben", avatar: null };
const first: GroupMessage = {
  id: "m1",
  content: "Chapter 3 tonight?",
  createdAt: "2026-03-01T10:05:00.000Z",
  sender: ben,
};

function serve(messages: GroupMessage[] = [first], chat: GroupChat = CHAT) {
  request.mockImplementation(async (method: string, url: string, body?: unknown) => {
    if (method === "GET" && url === "/api/group-chats/c1") return chat;
    if (method === "DELETE" && url === "/api/group-chats/c1/members/me") return undefined;
    if (method === "GET" && url === "/api/group-chats/c1/messages")
      return { items: messages, nextCursor: null };
    if (method === "POST" && url === "/api/group-chats/c1/messages") {
      return {
        id: "m-new",
        content: (body as { content: string }).content,
        createdAt: "2026-03-01T10:06:00.000Z",
        sender: { id: "ada", username: "ada", avatar: null },
      };
    }
    throw new Error(`unexpected ${method} ${url}`);
  });
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderChat() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/group-chat/c1"]}>
        <GroupChatScreen chatId="c1" />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const messageTexts = () =>
  screen.queryAllByTestId("group-message").map((row) => within(row).getAllByText(/.+/).at(-1)!.textContent);
const posts = () => request.mock.calls.filter(([method]) => method === "POST");

beforeEach(() => {
  listeners.length = 0;
  request.mockReset();
});
afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe("the group chat screen", () => {
  it("when the interface is in German, then the header, composer and message times are German", async () => {
    i18n.addResourceBundle("de", "groupChats", deGroupChats);
    await i18n.changeLanguage("de");
    try {
      serve();
      renderChat();
      expect(await screen.findByText("3 Mitglieder")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Zurück zu den Freunden" })).toBeInTheDocument();
      expect(screen.getByRole("textbox", { name: "Nachricht" })).toHaveAttribute(
        "placeholder",
        "Nachricht eingeben...",
      );
      expect(screen.getByRole("button", { name: "Nachricht senden" })).toBeInTheDocument();
      expect(screen.getByTestId("group-message").querySelector("time")).toHaveTextContent(/1\. März/);
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("when the chat loads, then its header shows the name and member count, and each message its author and time", async () => {
    serve();
    renderChat();
    expect(await screen.findByRole("heading", { name: "Harbour readers" })).toBeInTheDocument();
    expect(screen.getByText("3 members")).toBeInTheDocument();
    const row = screen.getByTestId("group-message");
    expect(within(row).getByText("ben")).toBeInTheDocument();
    expect(within(row).getByText("Chapter 3 tonight?")).toBeInTheDocument();
    expect(row.querySelector("time")).toHaveAttribute("dateTime", first.createdAt);
    expect(screen.getByRole("link", { name: "Back to Friends" })).toHaveAttribute("href", "/friends");
  });

  it("when Enter is pressed, then the trimmed message is sent; Shift+Enter adds a line; a blank message is not sent", async () => {
    serve();
    renderChat();
    const box = await screen.findByRole("textbox", { name: "Message" });
    await userEvent.type(box, "   {Enter}");
    expect(posts()).toEqual([]);
    await userEvent.clear(box);
    await userEvent.type(box, "  Yes{Shift>}{Enter}{/Shift}at eight  ");
    expect(posts()).toEqual([]);
    expect(box).toHaveValue("  Yes\nat eight  ");
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(posts()).toEqual([["POST", "/api/group-chats/c1/messages", { content: "Yes\nat eight" }]]),
    );
    await waitFor(() => expect(box).toHaveValue(""));
    expect(messageTexts()).toEqual(["Chapter 3 tonight?", "Yes\nat eight"]);
  });

  it("when sending fails, then the toast says 'Failed to send message' with the server's words or 'Please try again later'", async () => {
    serve();
    renderChat();
    const box = await screen.findByRole("textbox", { name: "Message" });
    request.mockRejectedValueOnce(
      new ApiError(429, "", {
        error: "You can send at most 300 chat messages an hour. Please try again later.",
      }),
    );
    await userEvent.type(box, "hello{Enter}");
    expect(await screen.findByText("Failed to send message")).toBeInTheDocument();
    expect(
      screen.getByText("You can send at most 300 chat messages an hour. Please try again later."),
    ).toBeInTheDocument();
    expect(box).toHaveValue("hello");

    request.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Please try again later")).toBeInTheDocument();
  });

  it("when the chat cannot be loaded, then the load-error view offers 'Back to Friends'", async () => {
    request.mockRejectedValue(
      new ApiError(404, '{"error":"Group chat not found"}', { error: "Group chat not found" }),
    );
    renderChat();
    expect(await screen.findByText("Failed to load group chat. Please try again later.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Friends" })).toHaveAttribute("href", "/friends");
    expect(listeners).toEqual([]);
  });

  it("when another member's message arrives through the listener, then it appears without a reload", async () => {
    serve();
    renderChat();
    await screen.findByText("Chapter 3 tonight?");
    await waitFor(() => expect(listeners).toHaveLength(1));
    expect(listeners[0]!.path).toEqual(["groupChats", "c1", "messages"]);
    expect(listeners[0]!.max).toBe(50);
    const createdAt = { toDate: () => new Date("2026-03-01T10:07:00.000Z") };
    act(() =>
      listeners[0]!.onDocs([
        {
          id: "m2",
          data: {
            content: "Count me in",
            createdAt,
            senderId: "cleo",
            sender: { id: "cleo", username: "cleo", avatar: null },
          },
        },
        { id: "m1", data: { ...first, createdAt: { toDate: () => new Date(first.createdAt) } } },
      ]),
    );
    await waitFor(() => expect(messageTexts()).toEqual(["Chapter 3 tonight?", "Count me in"]));
    expect(request.mock.calls.filter(([, url]) => url === "/api/group-chats/c1/messages")).toHaveLength(1);
  });

  it("when there are older messages, then 'Load older messages' prepends them until there are none", async () => {
    const older: GroupMessage = {
      ...first,
      id: "m0",
      content: "Who picks the next book?",
      createdAt: "2026-03-01T09:00:00.000Z",
    };
    request.mockImplementation(async (method: string, url: string) => {
      if (url === "/api/group-chats/c1") return CHAT;
      if (url === "/api/group-chats/c1/messages") return { items: [first], nextCursor: "cursor-1" };
      if (url === "/api/group-chats/c1/messages?before=cursor-1") return { items: [older], nextCursor: null };
      throw new Error(`unexpected ${method} ${url}`);
    });
    renderChat();
    await userEvent.click(await screen.findByRole("button", { name: "Load older messages" }));
    await waitFor(() => expect(messageTexts()).toEqual(["Who picks the next book?", "Chapter 3 tonight?"]));
    expect(screen.queryByRole("button", { name: "Load older messages" })).not.toBeInTheDocument();
  });

  it("when the listener fails, then the messages are polled every 5,000 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve();
    renderChat();
    await screen.findByText("Chapter 3 tonight?");
    await waitFor(() => expect(listeners).toHaveLength(1));
    const gets = () => request.mock.calls.filter(([, url]) => url === "/api/group-chats/c1/messages").length;
    expect(gets()).toBe(1);
    act(() => listeners[0]!.onError(new Error("permission-denied")));
    serve([first, { ...first, id: "m3", content: "Polled in", createdAt: "2026-03-01T10:08:00.000Z" }]);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(messageTexts()).toEqual(["Chapter 3 tonight?", "Polled in"]));
    expect(gets()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(gets()).toBe(3));
  });

  it("when 'Leave chat' is confirmed, then the leave is sent and the Friends screen opens; cancelling sends nothing", async () => {
    serve();
    renderChat();
    await userEvent.click(await screen.findByRole("button", { name: "Leave chat" }));
    let dialog = await screen.findByRole("dialog", { name: "Leave this chat?" });
    expect(within(dialog).getByText(/no longer see or send messages in Harbour readers/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(request.mock.calls.filter(([method]) => method === "DELETE")).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Leave chat" }));
    dialog = await screen.findByRole("dialog", { name: "Leave this chat?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Leave chat" }));
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/friends"));
    expect(request).toHaveBeenCalledWith("DELETE", "/api/group-chats/c1/members/me");
    expect(await screen.findByText("You left the chat")).toBeInTheDocument();
  });

  it("when leaving fails, then the toast says so with the server's words and the chat stays open", async () => {
    serve();
    request.mockImplementation(async (method: string, url: string) => {
      if (method === "DELETE") {
        throw new ApiError(404, '{"error":"Group chat not found"}', { error: "Group chat not found" });
      }
      if (url === "/api/group-chats/c1") return CHAT;
      return { items: [first], nextCursor: null };
    });
    renderChat();
    await userEvent.click(await screen.findByRole("button", { name: "Leave chat" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave this chat?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Leave chat" }));
    expect(await screen.findByText("Failed to leave chat")).toBeInTheDocument();
    expect(screen.getByText("Group chat not found")).toBeInTheDocument();
    expect(screen.getByTestId("where")).toHaveTextContent("/group-chat/c1");
  });

  it("when a line that someone left arrives through the listener, then it reads '{username} left the chat' and the member count is fetched again", async () => {
    serve();
    renderChat();
    expect(await screen.findByText("3 members")).toBeInTheDocument();
    await waitFor(() => expect(listeners).toHaveLength(1));
    const chatGets = () => request.mock.calls.filter(([, url]) => url === "/api/group-chats/c1").length;
    expect(chatGets()).toBe(1);
    serve([first], { ...CHAT, memberCount: 2 });
    act(() =>
      listeners[0]!.onDocs([
        {
          id: "m2",
          data: {
            kind: "left",
            content: "",
            createdAt: { toDate: () => new Date("2026-03-01T10:07:00.000Z") },
            senderId: "cleo",
            sender: { id: "cleo", username: "cleo", avatar: null },
          },
        },
      ]),
    );
    const line = await screen.findByTestId("group-message-left");
    expect(line).toHaveTextContent(/^cleo left the chat/);
    expect(line.querySelector("time")).toHaveAttribute("dateTime", "2026-03-01T10:07:00.000Z");
    expect(await screen.findByText("2 members")).toBeInTheDocument();
    expect(chatGets()).toBe(2);
    expect(screen.getAllByTestId("group-message")).toHaveLength(1);
  });

  it("when the interface is in Japanese, then the line that someone left is Japanese", async () => {
    i18n.addResourceBundle("ja", "groupChats", jaGroupChats);
    await i18n.changeLanguage("ja");
    try {
      serve([
        first,
        { id: "m2", kind: "left", content: "", createdAt: "2026-03-01T10:07:00.000Z", sender: ben },
      ]);
      renderChat();
      expect(await screen.findByTestId("group-message-left")).toHaveTextContent(
        /^ben さんがチャットから退出しました/,
      );
      expect(screen.getByRole("button", { name: "チャットから退出" })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
