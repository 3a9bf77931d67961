// `npm start` plays Cloud Scheduler for the emulator (scripts/lib/local-scheduler.mjs): every job
// runs once at start through its emulator address, and a run still going is not overlapped.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { LOCAL_SCHEDULE, startLocalScheduler } from "../../../scripts/lib/local-scheduler.mjs";

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A stand-in for the Functions emulator that records each call and answers after `delayMs`. */
async function fakeEmulator(delayMs: number) {
  const calls: string[] = [];
  server = http.createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    setTimeout(() => res.end("ok"), delayMs);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { calls, origin: `http://127.0.0.1:${(server!.address() as AddressInfo).port}` };
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe("local scheduler", () => {
  it("when it starts, then every scheduled job runs once through the emulator's address", async () => {
    const { calls, origin } = await fakeEmulator(0);
    const stop = startLocalScheduler({ origin });
    await waitFor(() => calls.length === LOCAL_SCHEDULE.length);
    stop();
    expect(calls.sort()).toEqual(
      LOCAL_SCHEDULE.map((job) => `POST /demo-spurq/us-central1/${job.name}-0`).sort(),
    );
  });

  it("when a run outlasts its interval, then the next tick waits instead of overlapping it", async () => {
    const { calls, origin } = await fakeEmulator(300);
    // An interval of 0.001 minutes (60 ms) ticks five times during the one 300 ms run.
    const stop = startLocalScheduler({ origin, jobs: [{ name: "rankPoints", everyMinutes: 0.001 }] });
    await new Promise((r) => setTimeout(r, 250));
    expect(calls).toHaveLength(1);
    await waitFor(() => calls.length === 2);
    stop();
    expect(calls).toHaveLength(2);
  });

  it("when a job fails, then it is logged and the schedule goes on", async () => {
    const messages: string[] = [];
    const stop = startLocalScheduler({
      origin: "http://127.0.0.1:9",
      jobs: [{ name: "rollUpStatistics", everyMinutes: 10 }],
      log: (message) => messages.push(message),
    });
    await waitFor(() => messages.length === 1);
    stop();
    expect(messages[0]).toMatch(/^Scheduled job rollUpStatistics failed: /);
  });
});
