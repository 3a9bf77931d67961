import { describe, expect, it } from "vitest";
import { createFlowGuard } from "./flow-guard";

/** A flow the test ends when it wants. */
function pending() {
  let end: (failed?: boolean) => void = () => undefined;
  const flow = () =>
    new Promise<string>((resolve, reject) => {
      end = (failed) => (failed ? reject(new Error("failed")) : resolve("done"));
    });
  return { flow, end: (failed?: boolean) => end(failed) };
}

describe("the flow guard", () => {
  it("when nothing is under way, then the listener may sync and a signed-out identity may end the session", () => {
    const guard = createFlowGuard();
    expect(guard.maySync()).toBe(true);
    expect(guard.mayEndSession()).toBe(true);
  });

  it("when a flow that syncs by itself starts, then nobody else may sync from that moment until it ends", async () => {
    const guard = createFlowGuard();
    const { flow, end } = pending();
    const running = guard.during(flow);
    expect(guard.maySync()).toBe(false);
    expect(guard.mayEndSession()).toBe(true);
    end();
    await expect(running).resolves.toBe("done");
    expect(guard.maySync()).toBe(true);
  });

  it("when the flow fails, then its error comes through and others may sync again", async () => {
    const guard = createFlowGuard();
    const { flow, end } = pending();
    const running = guard.during(flow);
    end(true);
    await expect(running).rejects.toThrow("failed");
    expect(guard.maySync()).toBe(true);
  });

  it("when two flows overlap, then others may sync only once both have ended", async () => {
    const guard = createFlowGuard();
    const first = pending();
    const second = pending();
    const running = [guard.during(first.flow), guard.during(second.flow)];
    first.end();
    await running[0];
    expect(guard.maySync()).toBe(false);
    second.end();
    await running[1];
    expect(guard.maySync()).toBe(true);
  });

  it("when a sign-out is under way, then a signed-out identity does not end the session until it settles, failed or not", async () => {
    const guard = createFlowGuard();
    for (const failed of [false, true]) {
      const { flow, end } = pending();
      const running = guard.duringSignOut(flow).catch(() => "caught");
      expect(guard.mayEndSession()).toBe(false);
      expect(guard.maySync()).toBe(true);
      end(failed);
      await running;
      expect(guard.mayEndSession()).toBe(true);
    }
  });

  it("when the Google redirect is claimed again (StrictMode's second effect, a route change), then only the first claim wins", () => {
    const guard = createFlowGuard();
    expect(guard.claimRedirect()).toBe(true);
    expect(guard.claimRedirect()).toBe(false);
    expect(guard.claimRedirect()).toBe(false);
  });
});
