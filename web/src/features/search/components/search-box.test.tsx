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
const RESULT: SearchResult = {
  articles: [{ id: "a1", title: LONG_TITLE, createdAt: "2026-03-04T10:00:00.000Z" }],
  highlights: [
    { id: "h1", articleId: "a1", text: LONG_TEXT, articleTitle: "Tides" },
    { id: "h2", articleId: "a2", text: "Orphan", articleTitle: null },
  ],
  users: [{ id: "u2", username: "ben", avatar: null }],
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
    await userEvent.click(await screen.findByRole("option", { name: /ben/ }));
    expect(screen.getByTestId("where")).toHaveTextContent("/users/u2");
    await userEvent.type(box(), "a");
    await userEvent.click(await screen.findByRole("option", { name: /Extremely/ }));
    expect(screen.getByTestId("where")).toHaveTextContent("/articles/a1");
  });

  it("when nothing matches, then 'No results found'; the clear button empties; outside click and Escape close", async () => {
    request.mockResolvedValue({ articles: [], highlights: [], users: [] });
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
