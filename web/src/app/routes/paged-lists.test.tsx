// Every social list pages through the server's cursor: the first page shows, 'Load more' fetches
// the next with ?cursor=, and the button goes once the server has no more.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import type { ReactNode } from "react";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/firebase-loader", () => ({ loadFirebase: vi.fn(), loadedAuth: () => null }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import type { FriendArticle, GroupChat, SentSpurq, Spurq } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { FriendList } from "@/features/friends/components/friend-list";
import { FriendRequests } from "@/features/friends/components/friend-requests";
import { GroupChatList } from "@/features/group-chats/components/group-chat-list";
import { FriendArticlesPanel } from "@/features/spurqs/components/friend-articles-panel";
import Notifications from "./notifications";

const request = vi.mocked(apiRequest);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const person = (name: string) => ({ id: `u-${name}`, username: name, avatar: null });
const spurq = (id: string, title: string): Spurq => ({
  id,
  question: `About ${title}?`,
  articleId: `a-${id}`,
  highlightId: null,
  senderId: "u-ben",
  recipientId: "u-ada",
  createdAt: "2025-03-01T12:00:00.000Z",
  isRead: true,
  isNew: false,
  sender: person("ben"),
  article: { id: `a-${id}`, title },
  highlight: null,
  replyCount: 0,
});
const sent = (id: string, title: string): SentSpurq => ({
  ...spurq(id, title),
  recipient: person("cyd"),
  seenAt: null,
});
const chat = (id: string, name: string): GroupChat => ({
  id,
  name,
  memberCount: 3,
  createdBy: "u-ada",
  createdAt: "2025-03-01T12:00:00.000Z",
  lastMessage: null,
});
const shared = (id: string, title: string): FriendArticle =>
  ({
    id,
    title,
    lastViewed: "2025-03-01T12:00:00.000Z",
    firstHighlightText: null,
    highlightCount: 0,
    commentCount: 0,
  }) as unknown as FriendArticle;
const request_ = (id: string, who: "sender" | "receiver", name: string) => ({
  id,
  [who]: person(name),
  status: "pending",
  createdAt: "2025-03-01T12:00:00.000Z",
});

/** Two pages per list: the first without a cursor ends with "next", the second has no cursor. */
const PAGES: Record<string, [unknown[], unknown[]]> = {
  "/api/spurqs/incoming": [[spurq("s1", "First incoming")], [spurq("s2", "Second incoming")]],
  "/api/spurqs/sent": [[sent("t1", "First sent")], [sent("t2", "Second sent")]],
  "/api/friends": [
    [{ id: "u-ben", friend: person("ben"), isMuted: false }],
    [{ id: "u-cyd", friend: person("cyd"), isMuted: false }],
  ],
  "/api/friends/requests/incoming": [[request_("r1", "sender", "eve")], [request_("r2", "sender", "fay")]],
  "/api/friends/requests/outgoing": [
    [request_("r3", "receiver", "gus")],
    [request_("r4", "receiver", "hal")],
  ],
  "/api/group-chats": [[chat("c1", "First chat")], [chat("c2", "Second chat")]],
  "/api/friends/u-ben/articles": [[shared("a1", "First shared")], [shared("a2", "Second shared")]],
};

beforeEach(() => {
  request.mockReset();
  request.mockImplementation(async (_method: string, url: string) => {
    const [path, search = ""] = url.split("?");
    if (path === "/api/articles/a1") return { id: "a1", title: "First shared", highlights: [], comments: [] };
    const pages = PAGES[path!];
    if (!pages) return undefined;
    const cursor = new URLSearchParams(search).get("cursor");
    if (cursor === null) return { items: pages[0], nextCursor: "next" };
    if (cursor === "next") return { items: pages[1], nextCursor: null };
    throw new Error(`unexpected cursor ${cursor}`);
  });
});

function renderWith(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The first page shows; 'Load more' fetches the second with the cursor and then goes away. */
async function expectTwoPages(scope: () => HTMLElement, url: string, first: string, second: string) {
  expect(await within(scope()).findByText(first)).toBeInTheDocument();
  expect(within(scope()).queryByText(second)).not.toBeInTheDocument();
  await userEvent.click(within(scope()).getByRole("button", { name: "Load more" }));
  expect(await within(scope()).findByText(second)).toBeInTheDocument();
  expect(within(scope()).getByText(first)).toBeInTheDocument();
  expect(request).toHaveBeenCalledWith("GET", `${url}?cursor=next`);
  expect(within(scope()).queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
}

describe("paged social lists", () => {
  it("when Notifications has two pages of incoming and of sent spurqs, then 'Load more' shows the second in each tab", async () => {
    renderWith(<Notifications />);
    const panel = () => screen.getByRole("tabpanel");
    await expectTwoPages(panel, "/api/spurqs/incoming", "First incoming", "Second incoming");
    await userEvent.click(screen.getByRole("tab", { name: "Sent Spurqs" }));
    await expectTwoPages(panel, "/api/spurqs/sent", "First sent", "Second sent");
  });

  it("when the friends list has two pages, then 'Load more' shows the second", async () => {
    renderWith(<FriendList selectedId={null} onSelect={vi.fn()} />);
    await expectTwoPages(() => document.body, "/api/friends", "ben", "cyd");
  });

  it("when incoming and outgoing requests have two pages each, then each section loads its own", async () => {
    renderWith(<FriendRequests />);
    const section = (name: string) => () => screen.getByRole("region", { name });
    await expectTwoPages(section("Incoming Requests"), "/api/friends/requests/incoming", "eve", "fay");
    await expectTwoPages(section("Outgoing Requests"), "/api/friends/requests/outgoing", "gus", "hal");
  });

  it("when the group chat list has two pages, then 'Load more' shows the second", async () => {
    renderWith(<GroupChatList />);
    await expectTwoPages(() => document.body, "/api/group-chats", "First chat", "Second chat");
  });

  it("when the articles shared with a friend have two pages, then 'Load more' shows the second", async () => {
    renderWith(<FriendArticlesPanel friend={{ id: "u-ben", username: "ben" }} />);
    const list = () => screen.getByRole("region", { name: "Shared with ben" });
    await expectTwoPages(list, "/api/friends/u-ben/articles", "First shared", "Second shared");
  });

  it("when an article shared with a friend is selected, then its annotations come from a preview, which does not open it", async () => {
    renderWith(<FriendArticlesPanel friend={{ id: "u-ben", username: "ben" }} />);
    await userEvent.click(await screen.findByRole("button", { name: /First shared/ }));
    expect(await screen.findByText("No highlights yet.")).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith("GET", "/api/articles/a1?preview=true");
    expect(request).not.toHaveBeenCalledWith("GET", "/api/articles/a1");
  });
});
