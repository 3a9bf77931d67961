import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import type { JobView } from "@shared";
import type * as ApiClientModule from "@/lib/api-client";
import type { LiveFirestore } from "@/lib/firestore";

vi.mock("@/lib/firebase-loader", () => ({
  loadFirebase: vi.fn(async () => ({ firebaseApp: {} })),
  loadedAuth: () => null,
}));
const watchers: Array<{ path: string[]; onData: (data: unknown) => void; onError: (e: unknown) => void }> =
  [];
const unsubscribe = vi.fn();
vi.mock("@/lib/firestore", () => ({
  connectLiveFirestore: (): Partial<LiveFirestore> => ({
    watchDocument: (path, onData, onError) => {
      watchers.push({ path, onData: onData as (data: unknown) => void, onError });
      return unsubscribe;
    },
  }),
}));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import { ApiError, apiRequest } from "@/lib/api-client";
import { SessionContext, type Session } from "@/lib/auth-context";
import { LISTENER_FIRST_SNAPSHOT_TIMEOUT_MS } from "@/lib/firestore-loader";
import { jobViewOf } from "./job-api";
import { JOB_POLL_MS, useJob } from "./use-job";

const request = vi.mocked(apiRequest);

const job = (change: Partial<JobView> = {}): JobView => ({
  id: "export-ada",
  kind: "export",
  state: "running",
  stage: "articles",
  done: 1,
  total: 3,
  startedAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:01.000Z",
  error: null,
  result: null,
  ...change,
});

/** The job document as the Firestore SDK gives it: instants are Timestamps. */
const stamp = (iso: string) => ({ toDate: () => new Date(iso) });
const documentOf = (view: JobView) => ({
  ...view,
  uid: "ada",
  slice: 0,
  startedAt: stamp(view.startedAt),
  updatedAt: stamp(view.updatedAt),
});

function watch(kind: "export" | "accountDeletion" = "export") {
  const session = { status: "signedIn", firebaseUser: { uid: "ada" }, user: null } as unknown as Session;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
  );
  return renderHook(() => useJob(kind), { wrapper });
}

beforeEach(() => {
  watchers.length = 0;
  request.mockReset();
  unsubscribe.mockReset();
});
afterEach(() => vi.useRealTimers());

describe("useJob: the signed-in user's job of a kind, live", () => {
  it("when the job document changes, then the hook follows it without any API call, and stops listening on unmount", async () => {
    const { result, unmount } = watch();
    expect(result.current.job).toBeUndefined();
    await waitFor(() => expect(watchers).toHaveLength(1));
    expect(watchers[0]!.path).toEqual(["jobs", "export-ada"]);

    act(() => watchers[0]!.onData(undefined));
    expect(result.current).toMatchObject({ job: null, gone: false });

    act(() => watchers[0]!.onData(documentOf(job())));
    expect(result.current.job).toEqual(job());
    const done = job({
      state: "done",
      stage: "done",
      done: 3,
      result: {
        fileName: "spurq-export-2026-03-01.json",
        bytes: 10,
        contentType: "application/json",
      },
    });
    act(() => watchers[0]!.onData(documentOf(done)));
    expect(result.current.job).toEqual(done);
    expect(result.current.gone).toBe(false);
    expect(request).not.toHaveBeenCalled();

    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it("when a job that was seen loses its document, then it is gone, and the last seen stays", async () => {
    const { result } = watch("accountDeletion");
    await waitFor(() => expect(watchers).toHaveLength(1));
    const deleting = job({ id: "accountDeletion-ada", kind: "accountDeletion", stage: "friends" });
    act(() => watchers[0]!.onData(documentOf(deleting)));
    act(() => watchers[0]!.onData(undefined));
    expect(result.current).toMatchObject({ job: null, gone: true, last: deleting });
  });

  it("when the server has just started a job, then show() puts it in place and watches afresh: a snapshot from before it started is dropped, the new listener's absence means gone", async () => {
    const { result } = watch("accountDeletion");
    await waitFor(() => expect(watchers).toHaveLength(1));
    const before = watchers[0]!;
    act(() => before.onData(undefined));
    expect(result.current.job).toBeNull();

    const started = job({ id: "accountDeletion-ada", kind: "accountDeletion", state: "queued", done: 0 });
    act(() => result.current.show(started));
    expect(result.current).toMatchObject({ job: started, gone: false });
    // The earlier listener's late news (from before the job existed) does not end it.
    act(() => before.onData(undefined));
    expect(result.current).toMatchObject({ job: started, gone: false });

    await waitFor(() => expect(watchers).toHaveLength(2));
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    act(() => watchers[1]!.onData(undefined));
    expect(result.current).toMatchObject({ job: null, gone: true, last: started });
  });

  it("when the listener fails, then GET /api/jobs/{id} is polled every 2 s while the job is at work, and stops once it is done", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    request.mockResolvedValue(job({ done: 1 }));
    const { result } = watch();
    await waitFor(() => expect(watchers).toHaveLength(1));
    act(() => watchers[0]!.onError(new Error("permission-denied")));
    await waitFor(() => expect(result.current.job).toEqual(job({ done: 1 })));
    expect(request).toHaveBeenCalledWith("GET", "/api/jobs/export-ada");

    request.mockResolvedValue(job({ done: 2 }));
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
    await waitFor(() => expect(result.current.job?.done).toBe(2));

    request.mockResolvedValue(job({ state: "done", done: 3 }));
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
    await waitFor(() => expect(result.current.job?.state).toBe("done"));
    const calls = request.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS * 3));
    expect(request).toHaveBeenCalledTimes(calls);
  });

  it("when polling finds the job standing still, then it asks less and less often, up to every 30 s, and at the base pace again once it moves", async () => {
    let current = job({ done: 1 });
    const askedAt: number[] = [];
    request.mockImplementation(() => {
      askedAt.push(Date.now());
      return Promise.resolve(current);
    });
    watch();
    await waitFor(() => expect(watchers).toHaveLength(1));
    // Time moves only when the test moves it, so each ask is seen at its exact moment.
    vi.useFakeTimers();
    act(() => watchers[0]!.onError(new Error("permission-denied")));
    await act(() => vi.advanceTimersByTimeAsync(3 * 60_000));
    const gaps = askedAt.slice(1).map((at, i) => at - askedAt[i]!);
    expect(gaps.slice(0, 9)).toEqual([2_000, 3_000, 4_500, 6_750, 10_125, 15_188, 22_782, 30_000, 30_000]);

    current = job({ done: 2 });
    const moved = askedAt.length;
    await act(() => vi.advanceTimersByTimeAsync(30_000 + 2_000 + 3_000));
    // The ask that saw the change is followed by one at the base pace, then the slowing again.
    expect(askedAt[moved + 1]! - askedAt[moved]!).toBe(JOB_POLL_MS);
    expect(askedAt[moved + 2]! - askedAt[moved + 1]!).toBe(3_000);
  });

  it("when the listener stays silent, then the job is polled; a 404 is no job, and after a job was seen a 401 means it has gone", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    request.mockRejectedValue(new ApiError(404, "", { error: "Job not found" }));
    const { result } = watch("accountDeletion");
    await waitFor(() => expect(watchers).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(LISTENER_FIRST_SNAPSHOT_TIMEOUT_MS));
    await waitFor(() => expect(result.current.job).toBeNull());
    expect(result.current.gone).toBe(false);
    expect(request).toHaveBeenCalledWith("GET", "/api/jobs/accountDeletion-ada");

    // Started: polling goes on at once (the listener is not waited for again) until it ends.
    const started = job({ id: "accountDeletion-ada", kind: "accountDeletion", state: "queued", done: 0 });
    request.mockResolvedValue({ ...started, state: "running" });
    act(() => result.current.show(started));
    await waitFor(() => expect(result.current.job?.state).toBe("running"));
    expect(watchers).toHaveLength(1);

    request.mockRejectedValue(new ApiError(401, "", { error: "Unauthorized" }));
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
    await waitFor(() => expect(result.current.gone).toBe(true));
  });

  it("when polling meets a network failure, then it keeps the job and asks again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    request.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue(job());
    const { result } = watch();
    await waitFor(() => expect(watchers).toHaveLength(1));
    act(() => watchers[0]!.onError(new Error("unavailable")));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(result.current.job).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
    await waitFor(() => expect(result.current.job).toEqual(job()));
  });
});

describe("jobViewOf: the job document as the API shows it", () => {
  it("when the document has Timestamps and server-only fields, then they become ISO strings and the rest is left out", () => {
    expect(jobViewOf("export-ada", documentOf(job()))).toEqual(job());
  });
});
