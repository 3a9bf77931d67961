// The time-spent heartbeat: once a minute while the tab is visible and its user gave input in the
// last minute; nothing from a hidden tab or an idle one.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render } from "@testing-library/react";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import { apiRequest } from "@/lib/api-client";
import { HEARTBEAT_INTERVAL_MS, useHeartbeat } from "./use-heartbeat";

const request = vi.mocked(apiRequest);
let visibility: DocumentVisibilityState = "visible";

function Shell({ enabled = true }: { enabled?: boolean }) {
  useHeartbeat(enabled);
  return null;
}

const minute = () => act(() => vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS));
const type = () => window.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }));

beforeEach(() => {
  vi.useFakeTimers();
  request.mockReset();
  request.mockResolvedValue(undefined);
  visibility = "visible";
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
});
afterEach(() => vi.useRealTimers());

describe("the heartbeat", () => {
  it("when the user is active in a visible tab, then one heartbeat goes out a minute", async () => {
    render(<Shell />);
    expect(request).not.toHaveBeenCalled();
    await minute();
    expect(request.mock.calls).toEqual([["POST", "/api/statistics/heartbeat", {}]]);
    type();
    await minute();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it("when nobody has touched the page for a minute, then nothing is sent until they do", async () => {
    render(<Shell />);
    await minute();
    expect(request).toHaveBeenCalledTimes(1);
    await minute();
    await minute();
    expect(request).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("pointerdown"));
    await minute();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it("when the tab is hidden, then nothing is sent even with input", async () => {
    render(<Shell />);
    visibility = "hidden";
    type();
    await minute();
    expect(request).not.toHaveBeenCalled();
  });

  it("when nobody is signed in or the shell is gone, then nothing is sent", async () => {
    const view = render(<Shell enabled={false} />);
    await minute();
    view.rerender(<Shell />);
    view.unmount();
    await minute();
    expect(request).not.toHaveBeenCalled();
  });

  it("when a heartbeat fails, then the next minute still sends one", async () => {
    request.mockRejectedValueOnce(new Error("429: Too Many Requests"));
    render(<Shell />);
    await minute();
    type();
    await minute();
    expect(request).toHaveBeenCalledTimes(2);
  });
});
