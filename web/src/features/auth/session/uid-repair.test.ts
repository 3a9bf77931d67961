// The account repair as a job: POST /api/auth/fix-current-uid answers 202 with it, the flow shows
// its progress while polling GET /api/jobs/{id} (backing off while it stands still), then reads
// the record under the new uid.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { JobView } from "@shared";
import { ApiError } from "@/lib/api-client";
import { resetToasts } from "@/components/ui/toast-store";
import { fakeDeps, identity, record, toastTexts } from "./fakes";
import { nextPollDelay } from "@/lib/poll-backoff";
import { REPAIR_POLL } from "./follow-repair";
import { ensureServerUser } from "./server-user";

const linkedToOtherUid = new Error(
  '409: {"error":"x","code":"EMAIL_LINKED_TO_OTHER_UID","detail":"Key (firebase_uid): other"}',
);
const person = identity({ uid: "new-uid", emailVerified: true });
const moved = { ...record, id: "new-uid", firebaseUid: "new-uid" };

function job(overrides: Partial<JobView> = {}): JobView {
  return {
    id: "accountRepair-new-uid",
    kind: "accountRepair",
    state: "queued",
    stage: "articles",
    done: 0,
    total: 40,
    startedAt: "2026-12-07T10:00:00.000Z",
    updatedAt: "2026-12-07T10:00:00.000Z",
    error: null,
    result: null,
    ...overrides,
  };
}

/** The deps of a sign-in whose sync sends it to the repair, which answers with `started`. */
function repairing(started: JobView) {
  const deps = fakeDeps();
  deps.auth.currentIdentity.mockReturnValue(person);
  deps.server.syncUser.mockRejectedValue(linkedToOtherUid);
  deps.server.fixCurrentUid.mockResolvedValue(started);
  return deps;
}

/** Runs the flow with fake timers until it settles; returns what it resolved with. */
async function settle<T>(flow: Promise<T>): Promise<T> {
  let result: { value: T } | undefined;
  void flow.then((value) => (result = { value }));
  for (let i = 0; i < 100 && !result; i++) await vi.advanceTimersByTimeAsync(REPAIR_POLL.maxMs);
  if (!result) throw new Error("The flow did not end");
  return result.value;
}

beforeEach(() => {
  resetToasts();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  resetToasts();
});

describe("when the repair answers with its job", () => {
  it("then its progress shows at each poll until it is done, then the record is read, with 'Account Recovered'", async () => {
    const deps = repairing(job());
    const running = job({ state: "running", done: 12, updatedAt: "2026-12-07T10:00:03.000Z" });
    const done = job({ state: "done", stage: "account", done: 40, updatedAt: "2026-12-07T10:00:09.000Z" });
    deps.server.getJob.mockResolvedValueOnce(running).mockResolvedValueOnce(done);
    deps.server.getCurrentUser
      .mockRejectedValueOnce(new Error('404: {"error":"User not found"}'))
      .mockResolvedValue(moved);

    await expect(settle(ensureServerUser(deps, person))).resolves.toEqual(moved);
    expect(deps.server.getJob).toHaveBeenCalledWith("accountRepair-new-uid");
    expect(deps.showRepair.mock.calls.map(([shown]) => shown?.state ?? null)).toEqual([
      "queued",
      "running",
      "done",
      null,
    ]);
    expect(toastTexts()).toEqual(["Account Recovered"]);
  });

  it("when the job fails, then 'Account Error', no record, and the progress goes", async () => {
    const deps = repairing(job({ state: "running" }));
    deps.server.getJob.mockResolvedValue(
      job({ state: "failed", error: "Your account could not be recovered completely. Please try again." }),
    );
    await expect(settle(ensureServerUser(deps, person))).resolves.toBeNull();
    expect(toastTexts()).toEqual([
      "Account Error | There was an issue syncing your account. Please contact support.",
    ]);
    expect(deps.showRepair).toHaveBeenLastCalledWith(null);
  });

  it("when the job is gone (404), then 'Account Error'", async () => {
    const deps = repairing(job());
    deps.server.getJob.mockRejectedValue(
      new ApiError(404, '{"error":"Job not found"}', { error: "Job not found" }),
    );
    await expect(settle(ensureServerUser(deps, person))).resolves.toBeNull();
    expect(toastTexts()).toEqual([
      "Account Error | There was an issue syncing your account. Please contact support.",
    ]);
  });

  it("when a poll fails on the network, then it asks again", async () => {
    const deps = repairing(job());
    deps.server.getJob
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(job({ state: "done", done: 40 }));
    deps.server.getCurrentUser.mockRejectedValueOnce(new Error("404")).mockResolvedValue(moved);
    await expect(settle(ensureServerUser(deps, person))).resolves.toEqual(moved);
    expect(deps.server.getJob).toHaveBeenCalledTimes(2);
  });

  it("when the identity signs out meanwhile, then it stops asking, with no toast", async () => {
    const deps = repairing(job());
    deps.server.getJob.mockResolvedValue(job({ state: "running" }));
    const flow = ensureServerUser(deps, person);
    await vi.advanceTimersByTimeAsync(REPAIR_POLL.baseMs);
    expect(deps.server.getJob).toHaveBeenCalledTimes(1);
    deps.auth.currentIdentity.mockReturnValue(null);
    await expect(settle(flow)).resolves.toBeNull();
    expect(deps.server.getJob).toHaveBeenCalledTimes(1);
    expect(toastTexts()).toEqual([]);
    expect(deps.showRepair).toHaveBeenLastCalledWith(null);
  });

  it("when the job's figures stand still, then it asks less and less often, and at the base pace once they move", async () => {
    const deps = repairing(job({ state: "running" }));
    const still = job({ state: "running", done: 5 });
    const answers = [still, still, still, still, still, still, job({ state: "running", done: 9 })];
    deps.server.getCurrentUser.mockRejectedValueOnce(new Error("404")).mockResolvedValue(moved);
    const asked: number[] = [];
    deps.server.getJob.mockImplementation(() => {
      asked.push(Date.now());
      const answer = answers.shift() ?? job({ state: "done", done: 40 });
      return Promise.resolve(answer);
    });
    const start = Date.now();
    await expect(settle(ensureServerUser(deps, person))).resolves.toEqual(moved);
    const waits = asked.map((at, i) => at - (i === 0 ? start : asked[i - 1]!));
    // The first answer changed the figures; the next five did not; the seventh did.
    expect(waits).toEqual([2000, 2000, 3000, 4500, 6750, 10000, 10000, 2000]);
  });
});

describe("the polling pace", () => {
  it("then it starts at 2 s, grows by half after each unchanged answer up to 10 s, and drops back on a change", () => {
    expect(nextPollDelay(REPAIR_POLL, undefined, false)).toBe(2000);
    expect(nextPollDelay(REPAIR_POLL, 2000, false)).toBe(3000);
    expect(nextPollDelay(REPAIR_POLL, 9000, false)).toBe(10000);
    expect(nextPollDelay(REPAIR_POLL, 10000, true)).toBe(2000);
  });
});
