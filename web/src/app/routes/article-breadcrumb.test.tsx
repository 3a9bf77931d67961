import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import "@/lib/zod-config";
import type { Article } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { OwnerCrumb } from "@/features/friends/components/owner-crumb";
import { ArticleView } from "@/features/articles/components/article-view";

const request = vi.mocked(apiRequest);

const article: Article = {
  id: "a1",
  userId: "u2",
  title: "Lighthouses",
  url: null,
  author: "Ben",
  siteName: null,
  folderId: null,
  tagIds: [],
  preview: "Keepers",
  firstHighlightText: null,
  highlightCount: 0,
  commentCount: 0,
  contentType: "text",
  lastViewed: null,
  createdAt: new Date(2025, 2, 1).toISOString(),
  updatedAt: new Date(2025, 2, 1).toISOString(),
  deletedAt: null,
  content: "Keepers lived on the rock.",
  highlights: [],
  comments: [],
  notesCursor: null,
};

function renderView(viewerId: string) {
  request.mockImplementation((_method, url) => {
    if (url === "/api/articles/a1") return Promise.resolve(article);
    if (url === "/api/users/u2")
      return Promise.resolve({ id: "u2", username: "ben", avatar: null, relationship: "friend" });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ArticleView
          id="a1"
          viewerId={viewerId}
          renderOwnerCrumb={(shown) => <OwnerCrumb userId={shown.userId} />}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => request.mockReset());

describe("the article's breadcrumb", () => {
  it("when a friend's article is open, then it names whose articles it is, linking to them, not 'My Articles'", async () => {
    renderView("u1");
    const crumbs = await screen.findByRole("navigation", { name: "Breadcrumb" });
    const owner = await within(crumbs).findByRole("link", { name: "ben's articles" });
    expect(owner).toHaveAttribute("href", "/users/u2");
    expect(within(crumbs).queryByText("My Articles")).toBeNull();
  });

  it("when the reader's own article is open, then it says 'My Articles'", async () => {
    renderView("u2");
    const crumbs = await screen.findByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "My Articles" })).toHaveAttribute("href", "/articles");
    expect(request).not.toHaveBeenCalledWith("GET", "/api/users/u2");
  });
});
