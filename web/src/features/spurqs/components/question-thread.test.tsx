import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import "@/lib/zod-config";
import { ApiError, apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { i18n } from "@/lib/i18n";
import deSpurqs from "@/locales/de/spurqs.json";
import { QuestionThread } from "./question-thread";

const request = vi.mocked(apiRequest);

/** The reading screen opened at ?question=s1, the spurq's calls failing with `error`. */
function renderThread(error: ApiError) {
  request.mockImplementation(async () => {
    throw error;
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/articles/a1?question=s1"]}>
        <QuestionThread spurqId="s1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  request.mockReset();
  await i18n.changeLanguage("en");
});

describe("the question banner of the reading screen", () => {
  it("when the spurq is not there for the reader (404), then the spurq card's empty state 'No Spurq available' shows", async () => {
    renderThread(new ApiError(404, '{"error":"Spurq not found"}', { error: "Spurq not found" }));
    expect(await screen.findByText("No Spurq available")).toBeInTheDocument();
    expect(screen.queryByText("This question could not be loaded.")).not.toBeInTheDocument();
  });

  it("when loading it fails otherwise, then 'This question could not be loaded.' as before", async () => {
    renderThread(new ApiError(500, "", { error: "Internal server error" }));
    expect(await screen.findByText("This question could not be loaded.")).toBeInTheDocument();
    expect(screen.queryByText("No Spurq available")).not.toBeInTheDocument();
  });

  it("when the interface is in German, then the empty state is translated", async () => {
    i18n.addResourceBundle("de", "spurqs", deSpurqs);
    await i18n.changeLanguage("de");
    renderThread(new ApiError(404, "", { error: "Spurq not found" }));
    expect(await screen.findByText("Kein Spurq verfügbar")).toBeInTheDocument();
  });
});
