import { afterEach, describe, expect, it, vi } from "vitest";
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

import "@/lib/zod-config";
import type { ArticleSummary } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { Toaster } from "@/components/ui/toaster";
import { resetToasts } from "@/components/ui/toast-store";
import { MyArticlesScreen } from "./my-articles-screen";

const request = vi.mocked(apiRequest);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const article: ArticleSummary = {
  id: "a1",
  userId: "u1",
  title: "Lighthouses",
  url: null,
  author: "Ada",
  siteName: null,
  folderId: null,
  tagIds: [],
  preview: "Keepers lived on the rock.",
  firstHighlightText: null,
  highlightCount: 0,
  commentCount: 0,
  contentType: "text",
  lastViewed: null,
  createdAt: "2025-03-01T12:00:00.000Z",
  updatedAt: "2025-03-01T12:00:00.000Z",
  deletedAt: null,
};

afterEach(() => {
  request.mockReset();
  resetToasts();
});

describe("My Articles' trash", () => {
  it("when an article is moved to the trash, then its toast offers Undo, which recovers it", async () => {
    const user = userEvent.setup();
    request.mockImplementation(async (method: string, url: string) => {
      if (method === "GET" && url.startsWith("/api/articles/my"))
        return { items: [article], nextCursor: null };
      if (method === "GET") return [];
      if (method === "POST" && url === "/api/articles/a1/recover") return article;
      return undefined;
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <MyArticlesScreen />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText("Lighthouses");
    await user.click(screen.getAllByRole("button", { name: "Article Options" })[0]!);
    await user.click(await screen.findByRole("menuitem", { name: "Move to trash" }));
    await waitFor(() => expect(request).toHaveBeenCalledWith("DELETE", "/api/articles/a1"));
    const toast = (await screen.findByText("Article moved to trash")).closest("li")!;
    await user.click(within(toast).getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(request).toHaveBeenCalledWith("POST", "/api/articles/a1/recover"));
    expect(await screen.findByText("Article recovered")).toBeInTheDocument();
    expect(screen.queryByText("Article moved to trash")).toBeNull();
  });
});
