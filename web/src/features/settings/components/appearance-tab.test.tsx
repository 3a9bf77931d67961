import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import "@/lib/zod-config";
import { DEFAULT_PREFERENCES, type Preferences } from "@shared";
import { ApiError, apiRequest } from "@/lib/api-client";
import { SessionContext, type Session } from "@/lib/auth-context";
import { createQueryClient } from "@/lib/query-client";
import { getToasts, resetToasts } from "@/components/ui/toast-store";
import { AppearanceTab } from "./appearance-tab";

const request = vi.mocked(apiRequest);
const saved: Preferences = { ...DEFAULT_PREFERENCES, language: "german" };

const session = { status: "signedIn" } as Session;

function renderTab() {
  render(
    <SessionContext.Provider value={session}>
      <QueryClientProvider client={createQueryClient()}>
        <AppearanceTab />
      </QueryClientProvider>
    </SessionContext.Provider>,
  );
}

/** Answers GET with the saved preferences and PATCH with them merged, as the server does. */
function serve(
  patch: (body: Partial<Preferences>) => Promise<Preferences> = async (body) => ({ ...saved, ...body }),
) {
  request.mockImplementation(async (method, _url, body) =>
    method === "GET" ? saved : patch(body as Partial<Preferences>),
  );
}

beforeEach(() => {
  request.mockReset();
});
afterEach(() => resetToasts());

describe("Settings → Appearance", () => {
  it("when Dark Mode is switched on, then { darkMode: true } is saved at once and 'Preferences updated' shows", async () => {
    serve();
    renderTab();
    const darkMode = await screen.findByRole("switch", { name: "Dark Mode" });
    expect(darkMode).not.toBeChecked();
    await userEvent.click(darkMode);
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: "Preferences updated" }));
    expect(request).toHaveBeenCalledWith("PATCH", "/api/user/preferences", { darkMode: true });
    expect(darkMode).toBeChecked();
  });

  it("when the dark mode save fails, then the switch goes back and the failure toast carries the server's message", async () => {
    request
      .mockResolvedValueOnce(saved)
      .mockRejectedValueOnce(new ApiError(500, "", { error: "Internal error" }));
    renderTab();
    const darkMode = await screen.findByRole("switch", { name: "Dark Mode" });
    await userEvent.click(darkMode);
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Failed to update preferences: Internal error",
        variant: "destructive",
      }),
    );
    expect(darkMode).not.toBeChecked();
  });

  it("when the dark mode save fails without the server's words, then the message reads 'Server responded with {status}: {statusText}'", async () => {
    request
      .mockResolvedValueOnce(saved)
      .mockRejectedValueOnce(new ApiError(500, "Internal Server Error", undefined, "Internal Server Error"));
    renderTab();
    await userEvent.click(await screen.findByRole("switch", { name: "Dark Mode" }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Failed to update preferences: Server responded with 500: Internal Server Error",
        variant: "destructive",
      }),
    );
  });

  it("when a density and a font size are chosen and saved, then all four preferences are sent, with 'Saving...' meanwhile", async () => {
    let answer: (value: Preferences) => void = () => undefined;
    serve((body) => new Promise((resolve) => (answer = () => resolve({ ...saved, ...body }))));
    renderTab();
    expect((await screen.findAllByRole("radio")).map((radio) => radio.textContent)).toEqual([
      "Compact",
      "Default",
      "Comfortable",
      "Small",
      "Medium",
      "Default",
      "Large",
      "Extra Large",
    ]);
    await userEvent.click(screen.getByRole("radio", { name: "Compact" }));
    await userEvent.click(screen.getByRole("radio", { name: "Extra Large" }));
    expect(screen.getByRole("radio", { name: "Extra Large" })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Save Appearance Settings" }));
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(request).toHaveBeenLastCalledWith("PATCH", "/api/user/preferences", {
      darkMode: false,
      displayDensity: "compact",
      fontSize: "x-large",
      language: "german",
    });
    answer(saved);
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: "Preferences updated" }));
    expect(screen.getByRole("button", { name: "Save Appearance Settings" })).toBeEnabled();
  });

  it("when the preferences cannot be loaded, then 'Failed to fetch user preferences' shows once, and Try again loads them", async () => {
    request.mockRejectedValueOnce(new ApiError(500, "Internal Server Error", undefined));
    renderTab();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch user preferences");
    expect(getToasts().map((toast) => toast.title)).toEqual(["Failed to fetch user preferences"]);
    serve();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("switch", { name: "Dark Mode" })).toBeInTheDocument();
    expect(getToasts()).toHaveLength(1);
  });
});
