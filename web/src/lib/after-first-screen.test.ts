// Work deferred past the first screen starts once the page has loaded and the main thread has had
// no long task for QUIET_MS; a long task starts the count again; a page that never quiets down
// still gets it after MAX_WAIT_MS.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

let onLongTask: (() => void) | undefined;
class FakeObserver {
  static supportedEntryTypes = ["longtask"];
  constructor(callback: () => void) {
    onLongTask = callback;
  }
  observe() {}
  disconnect() {
    onLongTask = undefined;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  vi.stubGlobal("PerformanceObserver", FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Whether the promise has settled after the timers and microtasks so far. */
async function isDone(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("afterFirstScreen", () => {
  it("when the loaded page stays quiet, then it resolves after the quiet time, for every caller in an idle moment of its own", async () => {
    const idleCallbacks: Array<() => void> = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idleCallbacks.push(callback));
    const { afterFirstScreen, QUIET_MS } = await import("./after-first-screen");
    const first = afterFirstScreen();
    const second = afterFirstScreen();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    expect(idleCallbacks).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(idleCallbacks).toHaveLength(2);
    idleCallbacks[0]!();
    expect(await isDone(first)).toBe(true);
    expect(await isDone(second)).toBe(false);
    idleCallbacks[1]!();
    expect(await isDone(second)).toBe(true);
    // A later caller waits for no quiet time again, only for its own idle moment.
    const late = afterFirstScreen();
    await vi.advanceTimersByTimeAsync(0);
    expect(idleCallbacks).toHaveLength(3);
    idleCallbacks[2]!();
    expect(await isDone(late)).toBe(true);
  });

  it("when a long task runs, then the quiet time starts again", async () => {
    const { afterFirstScreen, QUIET_MS } = await import("./after-first-screen");
    const settled = afterFirstScreen();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    onLongTask?.();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    expect(await isDone(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await vi.runOnlyPendingTimersAsync();
    expect(await isDone(settled)).toBe(true);
  });

  it("when long tasks never stop, then it resolves after the longest wait", async () => {
    const { afterFirstScreen, MAX_WAIT_MS } = await import("./after-first-screen");
    const settled = afterFirstScreen();
    for (let elapsed = 0; elapsed < MAX_WAIT_MS - 1000; elapsed += 1000) {
      onLongTask?.();
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(await isDone(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(1500);
    await vi.runOnlyPendingTimersAsync();
    expect(await isDone(settled)).toBe(true);
  });
});
