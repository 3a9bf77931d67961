import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
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
import type { TopContributor } from "@shared";
import { ApiError, apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { i18n } from "@/lib/i18n";
import esHomeExtras from "@/locales/es/homeExtras.json";
import esPoints from "@/locales/es/points.json";
import { TopContributorsCard } from "./top-contributors-card";

const UNDER_DEVELOPMENT =
  "Top contributors is under development: this week's ranking appears here once contributions have been counted.";

const request = vi.mocked(apiRequest);

const contributor = (rank: number): TopContributor => ({
  id: `u${rank}`,
  username: `reader${rank}`,
  avatar: null,
  contributionCount: 100 - rank,
  badges: [`Badge ${rank}a`, `Badge ${rank}b`, `Badge ${rank}c`],
});

const renderCard = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <TopContributorsCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** The people shown, as their rank and the page their link opens. */
const shown = () =>
  screen
    .getAllByRole("link")
    .map((link) => `${link.closest("li")?.firstChild?.textContent} ${link.getAttribute("href")}`);

afterEach(() => request.mockReset());

describe("the top contributors card", () => {
  it("when 7 contributors are ranked, then a window of 3 pages with next and previous, starting at rank 1", async () => {
    request.mockResolvedValue(Array.from({ length: 7 }, (_, i) => contributor(i + 1)));
    renderCard();
    expect(await screen.findByText("reader1")).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith("GET", "/api/contributors/top");
    expect(shown()).toEqual(["1 /users/u1", "2 /users/u2", "3 /users/u3"]);
    const previous = screen.getByRole("button", { name: "Previous contributors" });
    const next = screen.getByRole("button", { name: "Next contributors" });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(shown()).toEqual(["4 /users/u4", "5 /users/u5", "6 /users/u6"]);
    await userEvent.click(next);
    expect(shown()).toEqual(["7 /users/u7"]);
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(shown()).toEqual(["4 /users/u4", "5 /users/u5", "6 /users/u6"]);
  });

  it("when shown, then each has a link to their page, the count and exactly 2 badges", async () => {
    request.mockResolvedValue([contributor(1)]);
    renderCard();
    const link = await screen.findByRole("link", { name: /reader1/ });
    expect(link).toHaveAttribute("href", "/users/u1");
    expect(screen.getByText("99 contributions")).toBeInTheDocument();
    const badges = within(screen.getByRole("list", { name: "Badges of reader1" })).getAllByRole("listitem");
    expect(badges.map((badge) => badge.textContent)).toEqual(["Badge 1a", "Badge 1b"]);
    expect(screen.queryByRole("button", { name: "Next contributors" })).toBeNull();
  });

  it("when the list is empty, then the 'under development' notice and no contributors", async () => {
    request.mockResolvedValue([]);
    renderCard();
    expect(await screen.findByText(UNDER_DEVELOPMENT)).toBeInTheDocument();
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });

  it("when the request fails, then the same notice, never sample contributors", async () => {
    request.mockRejectedValue(new ApiError(404, '{"error":"Not found"}', { error: "Not found" }));
    renderCard();
    expect(await screen.findByText(UNDER_DEVELOPMENT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });
});

describe("the top contributors card in another language", () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage("en"));
  });

  it("when the language is Spanish, then the card, counts and the job's English badges are Spanish", async () => {
    i18n.addResourceBundle("es", "homeExtras", esHomeExtras);
    i18n.addResourceBundle("es", "points", esPoints);
    await act(() => i18n.changeLanguage("es"));
    request.mockResolvedValue([
      { ...contributor(1), contributionCount: 1, badges: ["Silver Highlighter", "3-day streak"] },
      { ...contributor(2), badges: ["12 points this week", "Something new"] },
    ]);
    renderCard();
    expect(
      await screen.findByRole("heading", { name: "Mejores colaboradores de la semana" }),
    ).toBeInTheDocument();
    expect(await screen.findByText("1 contribución")).toBeInTheDocument();
    const badges = (username: string) =>
      within(screen.getByRole("list", { name: `Insignias de ${username}` }))
        .getAllByRole("listitem")
        .map((badge) => badge.textContent);
    expect(badges("reader1")).toEqual(["Resaltador de plata", "Racha de 3 días"]);
    // A badge it does not know stays as the server wrote it.
    expect(badges("reader2")).toEqual(["12 puntos esta semana", "Something new"]);
  });
});
