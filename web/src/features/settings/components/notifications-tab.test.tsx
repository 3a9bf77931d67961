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
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from "@shared";
import { ApiError, apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { getToasts, resetToasts } from "@/components/ui/toast-store";
import { NotificationsTab } from "./notifications-tab";

const request = vi.mocked(apiRequest);
const NOTICE = /placeholder instead of this week's ranking/;

function renderTab() {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <NotificationsTab />
    </QueryClientProvider>,
  );
  return client;
}

beforeEach(() => {
  request.mockReset();
});
afterEach(() => resetToasts());

describe("Settings → Notifications", () => {
  it("when loaded, then the seven switches show the saved flags under their labels, Weekly Top Contributors badged with its notice", async () => {
    request.mockResolvedValueOnce({ ...DEFAULT_NOTIFICATION_SETTINGS, notifyHighlights: false });
    renderTab();
    await screen.findByRole("switch", { name: "Friend Requests" });
    // In their order: each switch is named by the label before it.
    expect(
      screen
        .getAllByRole("switch")
        .map((item) => document.getElementById(item.getAttribute("aria-labelledby") ?? "")?.textContent),
    ).toEqual([
      "Newsletter & Updates",
      "Friend Requests",
      "Comments on Your Articles",
      "Highlights from Friends",
      "New Spurqs",
      "Quote of the Day",
      "Weekly Top Contributors",
    ]);
    const states = Object.fromEntries(
      [
        "Newsletter & Updates",
        "Friend Requests",
        "Comments on Your Articles",
        "Highlights from Friends",
        "New Spurqs",
        "Quote of the Day",
        "Weekly Top Contributors",
      ].map((label) => [label, screen.getByRole("switch", { name: label }).getAttribute("aria-checked")]),
    );
    expect(states).toEqual({
      "Newsletter & Updates": "false",
      "Friend Requests": "true",
      "Comments on Your Articles": "true",
      "Highlights from Friends": "false",
      "New Spurqs": "true",
      "Quote of the Day": "true",
      "Weekly Top Contributors": "true",
    });
    expect(screen.getByText("Under Development")).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith("GET", "/api/user/notifications");
  });

  it("when Weekly Top Contributors is switched off, then its notice goes; on again, it comes back", async () => {
    request.mockResolvedValueOnce(DEFAULT_NOTIFICATION_SETTINGS);
    renderTab();
    const weekly = await screen.findByRole("switch", { name: "Weekly Top Contributors" });
    await userEvent.click(weekly);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    await userEvent.click(weekly);
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it("when switches are changed and saved, then all seven flags are sent, 'Saving...' meanwhile, and the saved settings replace the cached ones", async () => {
    request.mockResolvedValueOnce(DEFAULT_NOTIFICATION_SETTINGS);
    const client = renderTab();
    await userEvent.click(await screen.findByRole("switch", { name: "Newsletter & Updates" }));
    await userEvent.click(screen.getByRole("switch", { name: "New Spurqs" }));
    const expected: NotificationSettings = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      notifyNewsletter: true,
      notifySpurqs: false,
    };
    let answer: (value: NotificationSettings) => void = () => undefined;
    request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await userEvent.click(screen.getByRole("button", { name: "Save Notification Settings" }));
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(request).toHaveBeenLastCalledWith("PATCH", "/api/user/notifications", expected);
    answer(expected);
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: "Notification settings updated" }));
    expect(client.getQueryData(["/api/user/notifications"])).toEqual(expected);
  });

  it("when the save fails, then 'Error updating notification settings' shows, with 'Failed to update notification settings: {message}' and the server's message", async () => {
    request
      .mockResolvedValueOnce(DEFAULT_NOTIFICATION_SETTINGS)
      .mockRejectedValueOnce(new ApiError(404, "", { error: "User not found" }));
    renderTab();
    await userEvent.click(await screen.findByRole("button", { name: "Save Notification Settings" }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Error updating notification settings",
        description: "Failed to update notification settings: User not found",
        variant: "destructive",
      }),
    );
  });

  it("when the save fails without the server's words, then the message reads 'Server responded with {status}: {statusText}'", async () => {
    request
      .mockResolvedValueOnce(DEFAULT_NOTIFICATION_SETTINGS)
      .mockRejectedValueOnce(
        new ApiError(503, "<html>Service Unavailable</html>", undefined, "Service Unavailable"),
      )
      // Over HTTP/2 a response has no status text: the status's standard phrase stands in.
      .mockRejectedValueOnce(new ApiError(502, "", undefined, ""));
    renderTab();
    const button = await screen.findByRole("button", { name: "Save Notification Settings" });
    await userEvent.click(button);
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Error updating notification settings",
        description: "Failed to update notification settings: Server responded with 503: Service Unavailable",
      }),
    );
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        description: "Failed to update notification settings: Server responded with 502: Bad Gateway",
      }),
    );
  });

  it("when the settings cannot be loaded, then 'Failed to fetch notification settings' shows", async () => {
    request.mockRejectedValueOnce(new ApiError(500, "Internal Server Error", undefined));
    renderTab();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch notification settings");
    expect(getToasts()[0]).toMatchObject({
      title: "Failed to fetch notification settings",
      variant: "destructive",
    });
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
  });
});
