import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import "@/lib/zod-config";
import type { SentSpurq, Spurq } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { i18n } from "@/lib/i18n";
import jaSpurqs from "@/locales/ja/spurqs.json";
import { SpurqCard, spurqBadge } from "./spurq-card";

const request = vi.mocked(apiRequest);

const spurq: Spurq = {
  id: "s1",
  question: "Why did the keepers stay?",
  articleId: "a1",
  highlightId: "h1",
  senderId: "u2",
  recipientId: "u1",
  createdAt: new Date(2025, 2, 1, 12).toISOString(),
  isRead: false,
  isNew: true,
  sender: { id: "u2", username: "ben", avatar: null },
  article: { id: "a1", title: "Lighthouses" },
  highlight: { text: "keepers lived on the rock", color: "#DCFCE7" },
  replyCount: 0,
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const renderCard = (card: Spurq | SentSpurq) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/notifications"]}>
        <Routes>
          <Route path="*" element={<SpurqCard spurq={card} />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => request.mockReset());

describe("the spurq card", () => {
  it("when it has a highlight and a question, then title, sender, date, 'New', the quote, 'Asked: ' and 'Comment & Reply' show", () => {
    renderCard(spurq);
    expect(screen.getByRole("heading", { name: "Lighthouses" })).toBeInTheDocument();
    expect(screen.getByText("ben")).toBeInTheDocument();
    expect(screen.getByText("Mar 1, 2025")).toBeInTheDocument();
    expect(screen.getByText("New")).toBeInTheDocument();
    expect(screen.getByText("keepers lived on the rock")).toBeInTheDocument();
    expect(screen.getByText("Asked: Why did the keepers stay?")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Comment & Reply" })).toHaveAttribute(
      "href",
      "/articles/a1?question=s1",
    );
  });

  it("when the highlight is green or pink, then its quote is green or pink, not yellow", () => {
    const { unmount } = renderCard(spurq);
    expect(screen.getByText("keepers lived on the rock")).toHaveStyle({ backgroundColor: "#DCFCE7" });
    unmount();
    renderCard({ ...spurq, highlight: { text: "keepers lived on the rock", color: "#FCE7F3" } });
    const quote = screen.getByText("keepers lived on the rock");
    expect(quote).toHaveStyle({ backgroundColor: "#FCE7F3" });
    expect(quote.className).not.toMatch(/yellow/);
  });

  it("when there is only a question, then no 'Asked: ' prefix; with only a highlight, 'Join Discussion'", () => {
    const { unmount } = renderCard({ ...spurq, highlight: null, highlightId: null });
    expect(screen.getByText("Why did the keepers stay?")).toBeInTheDocument();
    expect(screen.queryByText(/Asked: /)).toBeNull();
    unmount();
    renderCard({ ...spurq, question: null });
    expect(screen.getByRole("link", { name: "Join Discussion" })).toBeInTheDocument();
  });

  it("when read state changes, then the badge is 'New', 'Unread' or none", () => {
    expect(spurqBadge({ isNew: true, isRead: false })).toBe("New");
    expect(spurqBadge({ isNew: false, isRead: false })).toBe("Unread");
    expect(spurqBadge({ isNew: false, isRead: true })).toBeNull();
  });

  it("when the toggle is pressed, then it marks read (an unread card) or unread (a read one) with no body", async () => {
    request.mockResolvedValue({ ...spurq, isRead: true, isNew: false });
    const { unmount } = renderCard(spurq);
    await userEvent.click(screen.getByRole("button", { name: "Mark as read" }));
    await waitFor(() => expect(request).toHaveBeenCalledWith("PATCH", "/api/spurqs/s1/read"));
    unmount();
    request.mockClear();
    renderCard({ ...spurq, isRead: true, isNew: false });
    await userEvent.click(screen.getByRole("button", { name: "Mark as unread" }));
    await waitFor(() => expect(request).toHaveBeenCalledWith("PATCH", "/api/spurqs/s1/unread"));
  });

  it("when the card is clicked, then the article opens at the question and the spurq is marked read", async () => {
    request.mockResolvedValue({ ...spurq, isRead: true, isNew: false });
    renderCard(spurq);
    await userEvent.click(screen.getByText("keepers lived on the rock"));
    expect(screen.getByTestId("where")).toHaveTextContent("/articles/a1?question=s1");
    await waitFor(() => expect(request).toHaveBeenCalledWith("PATCH", "/api/spurqs/s1/read"));
  });

  it("when a sent spurq was opened and answered, then it shows the recipient, 'Seen' and 'Answered' with the count, and no toggle", () => {
    renderCard({
      ...spurq,
      recipient: { id: "u1", username: "ada", avatar: null },
      seenAt: new Date(2025, 2, 2).toISOString(),
      replyCount: 2,
    });
    expect(screen.getByText("To ada")).toBeInTheDocument();
    expect(screen.getByText("Seen")).toBeInTheDocument();
    expect(screen.getByText(/Answered \(2 replies\)/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Mark as/ })).toBeNull();
    expect(screen.queryByText("New")).toBeNull();
  });

  it("when the interface is in Japanese, then the card's words and its date are Japanese", async () => {
    i18n.addResourceBundle("ja", "spurqs", jaSpurqs);
    await i18n.changeLanguage("ja");
    try {
      renderCard({
        ...spurq,
        recipient: { id: "u1", username: "ada", avatar: null },
        seenAt: new Date(2025, 2, 2).toISOString(),
        replyCount: 2,
      });
      expect(screen.getByText("ada さんへ")).toBeInTheDocument();
      expect(screen.getByText("2025年3月1日")).toBeInTheDocument();
      expect(screen.getByText("質問: Why did the keepers stay?")).toBeInTheDocument();
      expect(screen.getByText(/回答済み（返信 2 件）/)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "コメントして返信" })).toBeInTheDocument();
      expect(screen.getByRole("article", { name: "Lighthouses についての spurq" })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
