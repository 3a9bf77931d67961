import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import type { ArticleSummary } from "@shared";
import { ArticleCard, previewText } from "./article-card";

const now = new Date(2025, 2, 10, 12);
const base: ArticleSummary = {
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
  commentCount: 5,
  contentType: "text",
  lastViewed: null,
  createdAt: new Date(2025, 2, 1, 12).toISOString(),
  updatedAt: new Date(2025, 2, 1, 12).toISOString(),
  deletedAt: null,
};

const renderCard = (article: ArticleSummary) =>
  render(
    <MemoryRouter>
      <ArticleCard article={article} now={now} />
    </MemoryRouter>,
  );

describe("the article card", () => {
  it("when there is no preview, then 'No preview available'; counts, date and 'Read Article' show", () => {
    renderCard(base);
    expect(screen.getByText("No preview available")).toBeInTheDocument();
    expect(screen.getByLabelText("2 highlights")).toHaveTextContent("2");
    expect(screen.getByLabelText("5 comments")).toHaveTextContent("5");
    expect(screen.getByText("Mar 1, 2025")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Read Article" })).toHaveAttribute("href", "/articles/a1");
  });

  it("when it has a preview, a highlight and was viewed, then all show", () => {
    renderCard({
      ...base,
      preview: "Streets are for people.",
      firstHighlightText: "Eyes on the street",
      lastViewed: new Date(2025, 2, 9, 20).toISOString(),
    });
    expect(screen.getByText("Streets are for people.")).toBeInTheDocument();
    expect(screen.getByText("Eyes on the street")).toBeInTheDocument();
    expect(screen.getByText("Viewed yesterday")).toBeInTheDocument();
  });

  it("when a preview is longer than 150 characters, then it is cut at 150", () => {
    const long = "x".repeat(200);
    expect(previewText(long)).toBe(`${"x".repeat(150)}…`);
    expect(previewText("  ")).toBeNull();
  });
});
