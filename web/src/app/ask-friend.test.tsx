// The Ask a friend dialog's article picker searches all the caller's articles on the server, keeps
// the article on screen first, and previews the chosen article's highlights without opening it.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/firebase-loader", () => ({ loadFirebase: vi.fn(), loadedAuth: () => null }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import "@/lib/zod-config";
import { apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { AskFriend } from "./ask-friend";

const request = vi.mocked(apiRequest);
const ben = { id: "u-ben", username: "ben", avatar: null };
const article = (id: string, title: string) => ({ id, title });
const MINE = [article("a1", "Harbours"), article("a2", "Lighthouses"), article("a3", "Keepers")];

beforeEach(() => {
  request.mockReset();
  request.mockImplementation(async (method: string, url: string) => {
    const [path, search = ""] = url.split("?");
    const params = new URLSearchParams(search);
    if (method === "GET" && path === "/api/friends")
      return { items: [{ id: ben.id, friend: ben, isMuted: false }], nextCursor: null };
    if (method === "GET" && path === "/api/articles/my") {
      const q = (params.get("q") ?? "").toLowerCase();
      return { items: MINE.filter((a) => a.title.toLowerCase().startsWith(q)), nextCursor: null };
    }
    if (method === "GET" && path?.endsWith("/recipients")) return { anyFriend: true, people: [] };
    if (method === "GET" && path?.startsWith("/api/articles/"))
      return { id: path.split("/")[3], highlights: [], comments: [] };
    return { id: "s-new" };
  });
});

function renderDialog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AskFriend
          open
          onClose={vi.fn()}
          currentArticle={article("shared", "Friend's article")}
          initial={{ articleId: "shared" }}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const optionNames = () =>
  within(screen.getByRole("combobox", { name: "Article" }))
    .getAllByRole("option")
    .map((o) => o.textContent);

describe("the Ask a friend dialog's article picker", () => {
  it("when the caller searches, then the server is asked with q, the current article stays first, and a found one can be sent", async () => {
    renderDialog();
    await waitFor(() =>
      expect(optionNames()).toEqual(["Friend's article", "Harbours", "Lighthouses", "Keepers"]),
    );
    await userEvent.type(screen.getByRole("searchbox", { name: "Search articles" }), "light");
    await waitFor(() => expect(optionNames()).toEqual(["Friend's article", "Lighthouses"]));
    expect(request).toHaveBeenCalledWith("GET", expect.stringMatching(/^\/api\/articles\/my\?.*q=light/));

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Article" }), "Lighthouses");
    await waitFor(() => expect(request).toHaveBeenCalledWith("GET", "/api/articles/a2?preview=true"));
    await userEvent.click(await screen.findByRole("radio", { name: /ben/ }));
    await userEvent.type(screen.getByRole("textbox", { name: "Question" }), "Seen this?");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith("POST", "/api/spurqs", {
        recipientId: ben.id,
        articleId: "a2",
        highlightId: null,
        question: "Seen this?",
      }),
    );
    // Only previews: the dialog never opened an article.
    const opens = request.mock.calls.filter(
      ([m, u]) => m === "GET" && /^\/api\/articles\/(?!my)[^/?]+$/.test(u),
    );
    expect(opens).toEqual([]);
  });

  it("when the caller has no friends yet, then the dialog says so and links to Friends' people search", async () => {
    const fallback = request.getMockImplementation()!;
    request.mockImplementation(async (method: string, url: string) =>
      url === "/api/friends" ? { items: [], nextCursor: null } : fallback(method, url),
    );
    renderDialog();
    expect(await screen.findByText("No friends yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find people to add" })).toHaveAttribute(
      "href",
      "/friends?find=1",
    );
  });

  it("when the caller's friends fill two pages, then the picker offers friends from both", async () => {
    const cyd = { id: "u-cyd", username: "cyd", avatar: null };
    const fallback = request.getMockImplementation()!;
    request.mockImplementation(async (method: string, url: string) => {
      if (url === "/api/friends")
        return { items: [{ id: ben.id, friend: ben, isMuted: false }], nextCursor: "next" };
      if (url === "/api/friends?cursor=next")
        return { items: [{ id: cyd.id, friend: cyd, isMuted: false }], nextCursor: null };
      return fallback(method, url);
    });
    renderDialog();
    expect(await screen.findByRole("radio", { name: /cyd/ })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /ben/ })).toBeInTheDocument();
  });

  it("when the article on screen is a friend's, then only friends who already read it are offered; about one's own, every friend", async () => {
    const ada = { id: "u-ada", username: "ada", avatar: null };
    const fallback = request.getMockImplementation()!;
    request.mockImplementation(async (method: string, url: string) => {
      if (url === "/api/friends")
        return {
          items: [ben, ada].map((friend) => ({ id: friend.id, friend, isMuted: false })),
          nextCursor: null,
        };
      if (url === "/api/articles/shared/recipients") return { anyFriend: false, people: [ada] };
      return fallback(method, url);
    });
    renderDialog();
    expect(await screen.findByRole("radio", { name: /ada/ })).toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: /ben/ })).toBeNull();
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Article" }), "Harbours");
    expect(await screen.findByRole("radio", { name: /ben/ })).toBeInTheDocument();
  });
});
