// The search box's reaction to a failed search: the 'Search failed' toast. The data hook
// is replaced by one that reports the failure, as TanStack Query does for a rejected request.
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";

const failure = new Error('500: {"error":"Internal server error"}');
vi.mock("../api/search", () => ({
  useSearch: (query: string) =>
    query.trim()
      ? { data: undefined, isError: true, error: failure, isFetching: false }
      : { data: undefined, isError: false, error: null, isFetching: false },
}));

import { getToasts, resetToasts } from "@/components/ui/toast-store";
import { SearchBox } from "./search-box";

afterEach(() => resetToasts());

describe("the top bar search, when the request fails", () => {
  it("when a search fails, then the 'Search failed' toast shows the server's message", async () => {
    render(
      <MemoryRouter>
        <SearchBox />
      </MemoryRouter>,
    );
    expect(getToasts()).toEqual([]);
    fireEvent.change(screen.getByRole("combobox", { name: "Search" }), { target: { value: "tides" } });
    await vi.waitFor(
      () =>
        expect(getToasts()).toContainEqual(
          expect.objectContaining({
            title: "Search failed",
            description: failure.message,
            variant: "destructive",
          }),
        ),
      { timeout: 2000 },
    );
  });
});
