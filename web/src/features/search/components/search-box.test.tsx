import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import type { SearchResult } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { resetToasts } from "@/components/ui/toast-store";
import { i18n } from "@/lib/i18n";
import zh from "@/locales/zh/search.json";
import { SearchBox } from "./search-box";

const request = vi.mocked(apiRequest);
const LONG_TITLE = "An Extremely Long Article Title That Goes On and On";
const LONG_TEXT = "A highlighted passage that is certainly longer than fifty characters in all";
const BEN = { id: "u2", username: "ben" };
const RESULT: SearchResult = {
  articles: [
    { id: "a1", title: LONG_TITLE, createdAt: "2026-03-04T10:00:00.000Z", where: "title", snippet: null },
  ],
  highlights: [
    { id: "h1", articleId: "a1", text: LONG_TEXT, articleTitle: "Tides", snippet: null, user: BEN },
    { id: "h2", articleId: "a2", text: "Orphan", articleTitle: null, snippet: null, user: BEN },
  ],
  comments: [],
  spurqs: [],
  users: [{ id: "u2", username: "ben", avatar: null }],
};
/** A search that matched in a body, a comment, a question and a reply. */
const IN_TEXT: SearchResult = {
  articles: [
    {
      id: "a3",
      title: "Harbour notes",
      createdAt: "2026-03-04T10:00:00.000Z",
      where: "body",
      snippet: { text: "…the harbour swell came in…", start: 13, length: 5 },
    },
  ],
  highlights: [],
  comments: [
    {
      id: "c1",
      articleId: "a3",
      highlightId: "h9",
      articleTitle: "Harbour notes",
      snippet: { text: "A swell of a comment", start: 2, length: 5 },
      user: BEN,
    },
  ],
  spurqs: [
    {
      id: "s1",
      articleId: "a3",
      articleTitle: "Harbour notes",
      where: "question",
      snippet: { text: "Why the swell?", start: 8, length: 5 },
      user: BEN,
    },
    {
      id: "s2",
      articleId: "a4",
      articleTitle: "Tides",
      where: "reply",
      snippet: { text: "Swell, I think", start: 0, length: 5 },
      user: { id: "u3", username: "ana" },
    },
  ],
  users: [],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBox() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/home"]}>
        <div data-testid="outside">outside</div>
        <SearchBox />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const box = () => screen.getByRole("combobox", { name: "Search" });

beforeEach(() => request.mockReset());
afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe("the top bar search", () => {
  it("when typing, then one search runs 300 ms after the last key, only for a non-blank query", async () => {
    vi.useFakeTimers();
    request.mockResolvedValue(RESULT);
    renderBox();
    fireEvent.change(box(), { target: { value: "   " } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(request).not.toHaveBeenCalled();
    fireEvent.change(box(), { target: { value: "ti" } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(box(), { target: { value: " tid " } });
    expect(screen.getByText("Searching...")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(request).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith("GET", "/api/search?q=tid");
  });

  it("when results come, then the three groups show with their texts cut short", async () => {
    request.mockResolvedValue(RESULT);
    renderBox();
    await userEvent.type(box(), "t");
    const list = await screen.findByRole("listbox", { name: "Search results" });
    const articles = await within(list).findByRole("group", { name: "Articles" });
    expect(within(articles).getByRole("option")).toHaveTextContent(`${LONG_TITLE.slice(0, 40)}...`);
    expect(within(articles).getByRole("option")).toHaveTextContent("2026");
    const highlights = within(list).getByRole("group", { name: "Highlights" });
    const [first, second] = within(highlights).getAllByRole("option");
    expect(first).toHaveTextContent(`${LONG_TEXT.slice(0, 50)}...`);
    expect(first).toHaveTextContent("From: Tides");
    expect(second).toHaveTextContent("From: Unknown Article");
    expect(within(list).getByRole("group", { name: "People" })).toHaveTextContent("ben");
  });

  it("when words are found in a body, a comment, a question and a reply, then each says where, with the word marked", async () => {
    request.mockResolvedValue(IN_TEXT);
    renderBox();
    await userEvent.type(box(), "swell");
    const list = await screen.findByRole("listbox", { name: "Search results" });
    const article = within(within(list).getByRole("group", { name: "Articles" })).getByRole("option");
    expect(article).toHaveTextContent("Harbour notes");
    expect(article).toHaveTextContent("In the text: …the harbour swell came in…");
    expect(article.querySelector("mark")).toHaveTextContent(/^swell$/);
    const comment = within(within(list).getByRole("group", { name: "Comments" })).getByRole("option");
    expect(comment).toHaveTextContent("A swell of a comment");
    expect(comment).toHaveTextContent("Comment by ben · From: Harbour notes");
    const [question, reply] = within(within(list).getByRole("group", { name: "Spurqs" })).getAllByRole(
      "option",
    );
    expect(question).toHaveTextContent("Why the swell?Question from ben · From: Harbour notes");
    expect(reply).toHaveTextContent("Reply from ana · From: Tides");
    expect(reply!.querySelector("mark")).toHaveTextContent(/^Swell$/);
    const results = await axe.run(screen.getByTestId("search-dropdown"));
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
    await userEvent.click(reply!);
    expect(screen.getByTestId("where")).toHaveTextContent("/articles/a4?question=s2");
    await userEvent.type(box(), "swell");
    await userEvent.click(within(await screen.findByRole("group", { name: "Comments" })).getByRole("option"));
    expect(screen.getByTestId("where")).toHaveTextContent("/articles/a3?highlight=h9");
  });

  it("when the interface is Chinese, then the box, its groups, sources and dates are Chinese", async () => {
    i18n.addResourceBundle("zh", "search", zh);
    await i18n.changeLanguage("zh");
    try {
      request.mockResolvedValue(RESULT);
      renderBox();
      const input = screen.getByRole("combobox", { name: "搜索" });
      expect(input).toHaveAttribute("placeholder", "搜索文章、高亮、用户");
      await userEvent.type(input, "t");
      const list = await screen.findByRole("listbox", { name: "搜索结果" });
      const articles = await within(list).findByRole("group", { name: "文章" });
      expect(within(articles).getByRole("option")).toHaveTextContent("2026年3月4日");
      const [first, second] = within(within(list).getByRole("group", { name: "高亮" })).getAllByRole(
        "option",
      );
      expect(first).toHaveTextContent("来自：Tides");
      expect(second).toHaveTextContent("来自：未知文章");
      expect(within(list).getByRole("group", { name: "用户" })).toHaveTextContent("ben");
      expect(screen.getByRole("button", { name: "清除搜索" })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("when a highlight is picked with the keyboard, then the article opens at it", async () => {
    request.mockResolvedValue(RESULT);
    renderBox();
    await userEvent.type(box(), "t");
    await screen.findByRole("group", { name: "Articles" });
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(box().getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[1]!.id);
    await userEvent.keyboard("{Enter}");
    expect(screen.getByTestId("where")).toHaveTextContent("/articles/a1?highlight=h1");
    expect(box()).toHaveValue("");
  });

  it("when a person or an article is clicked, then their page opens", async () => {
    request.mockResolvedValue(RESULT);
    renderBox();
    await userEvent.type(box(), "b");
    await userEvent.click(within(await screen.findByRole("group", { name: "People" })).getByRole("option"));
    expect(screen.getByTestId("where")).toHaveTextContent("/users/u2");
    await userEvent.type(box(), "a");
    await userEvent.click(await screen.findByRole("option", { name: /Extremely/ }));
    expect(screen.getByTestId("where")).toHaveTextContent("/articles/a1");
  });

  it("when nothing matches, then 'No results found'; the clear button empties; outside click and Escape close", async () => {
    request.mockResolvedValue({ articles: [], highlights: [], comments: [], spurqs: [], users: [] });
    renderBox();
    await userEvent.type(box(), "zz");
    expect(await screen.findByText("No results found")).toHaveAttribute("role", "status");
    expect(screen.getByTestId("search-dropdown")).toHaveClass("max-h-[70vh]");
    // No listbox without options (axe aria-required-children, critical).
    expect(screen.queryByRole("listbox")).toBeNull();
    const results = await axe.run(screen.getByTestId("search-dropdown").parentElement!, {
      runOnly: { type: "rule", values: ["aria-required-children"] },
    });
    expect(results.violations).toEqual([]);
    await userEvent.click(screen.getByTestId("outside"));
    expect(screen.queryByTestId("search-dropdown")).toBeNull();
    await userEvent.click(box());
    expect(await screen.findByText("No results found")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByTestId("search-dropdown")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(box()).toHaveValue("");
  });
});
