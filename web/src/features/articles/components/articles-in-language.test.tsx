// My screens speak the interface language: with another language's bundle loaded, the
// card, its dates and counts, the create screen's tabs and the import error box read in it, so a
// t() key missing from the bundles shows up as a key instead of a text.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import type { ArticleSummary } from "@shared";
import { ApiError, apiRequest } from "@/lib/api-client";
import { i18n } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import { getToasts, resetToasts } from "@/components/ui/toast-store";
import CreateArticle from "@/app/routes/create-article";
import ja from "@/locales/ja/articles.json";
import fr from "@/locales/fr/articles.json";
import { ArticleCard } from "./article-card";

const request = vi.mocked(apiRequest);

const article: ArticleSummary = {
  id: "a1",
  userId: "u1",
  title: "Walkable cities",
  url: null,
  author: "Jane",
  siteName: null,
  folderId: null,
  tagIds: [],
  preview: "",
  firstHighlightText: null,
  highlightCount: 2,
  commentCount: 1,
  contentType: "text",
  lastViewed: new Date(2025, 2, 9, 20).toISOString(),
  createdAt: new Date(2025, 2, 1, 12).toISOString(),
  updatedAt: new Date(2025, 2, 1, 12).toISOString(),
  deletedAt: null,
};

beforeEach(() => {
  i18n.addResourceBundle("ja", "articles", ja);
  i18n.addResourceBundle("fr", "articles", fr);
  request.mockReset();
});

afterEach(async () => {
  resetToasts();
  await i18n.changeLanguage("en");
});

describe("articles in another language", () => {
  it("when the language is Japanese, then the card's texts, counts and dates are Japanese", async () => {
    await i18n.changeLanguage("ja");
    render(
      <MemoryRouter>
        <ArticleCard article={article} now={new Date(2025, 2, 10, 12)} />
      </MemoryRouter>,
    );
    expect(screen.getByText("プレビューはありません")).toBeInTheDocument();
    expect(screen.getByLabelText("ハイライト 2 件")).toHaveTextContent("2");
    expect(screen.getByLabelText("コメント 1 件")).toHaveTextContent("1");
    expect(screen.getByText("2025年3月1日")).toBeInTheDocument();
    expect(screen.getByText("昨日閲覧")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "記事を読む" })).toBeInTheDocument();
  });

  it("when the language is French and the site blocks the import, then the screen, box and toast are French", async () => {
    await i18n.changeLanguage("fr");
    // The server's own English text for the type: shown in French all the same.
    request.mockRejectedValue(
      new ApiError(502, "", {
        error: "This website is blocking our content extraction. Try using PDF upload instead.",
        errorType: "ACCESS_DENIED",
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={["/articles/create"]}>
          <Routes>
            <Route path="/articles/create" element={<CreateArticle />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole("heading", { name: "Créer un article" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Importer depuis une URL" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.type(screen.getByLabelText("URL de l’article"), "https://example.com/post");
    await userEvent.click(screen.getByRole("button", { name: "Importer l’article" }));

    const box = await screen.findByRole("alert");
    expect(box).toHaveTextContent("Erreur d’importation");
    expect(box).toHaveTextContent(
      "Ce site bloque l’extraction de son contenu. Essayez plutôt de téléverser un PDF.",
    );
    expect(screen.getByRole("button", { name: "Essayer avec un PDF" })).toBeInTheDocument();
    expect(getToasts()[0]).toMatchObject({ title: "Erreur lors de l’importation de l’article" });
  });
});
