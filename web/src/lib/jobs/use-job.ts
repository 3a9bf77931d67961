// The signed-in user's job of one kind, live (docs/decisions.md, Live updates): a Firestore
// listener on jobs/{kind}-{uid}, which the job runner updates as it goes, so a reload or a second
// device shows the job where it stands. If the listener fails (or stays silent), GET
// /api/jobs/{id} is polled instead while the job is at work: every 2 s while it moves, slower
// while its progress stands still, up to every 30 s (lib/poll-backoff.ts).
//
// A job that was seen and then is no longer there is `gone`: a finished account deletion removes
// its own document, and the API then answers 401 or 404 for it.
import { useCallback, useEffect, useRef, useState } from "react";
import { isJobActive, type JobKind, type JobView } from "@shared";
import { useSession } from "@/lib/auth-context";
import { listenWithFallback } from "@/lib/firestore-loader";
import { nextPollDelay } from "@/lib/poll-backoff";
import { getJob, jobIdOf, jobViewOf, meansNoJob } from "./job-api";

export const JOB_POLL_MS = 2_000;
export const JOB_POLL_BACKOFF = { baseMs: JOB_POLL_MS, maxMs: 30_000 };

export interface JobWatch {
  /** The job as it stands; null when there is none; undefined until known. */
  job: JobView | null | undefined;
  /** The job was there and has gone (its document removed, or the API no longer knows it). */
  gone: boolean;
  /** The job as it was last seen, kept when it has gone (null before one was seen). */
  last: JobView | null;
  /**
   * Shows a job the server has just answered with (202) and watches it afresh: from here on, its
   * absence means it has gone.
   */
  show: (job: JobView) => void;
}

interface Watched {
  id: string;
  job: JobView | null | undefined;
  /** A document was there (or the server said it started one). */
  seen: boolean;
  gone: boolean;
  last: JobView | null;
}

const fresh = (id: string): Watched => ({ id, job: undefined, seen: false, gone: false, last: null });

function follow(watched: Watched, job: JobView | null): Watched {
  return {
    id: watched.id,
    job,
    seen: watched.seen || job !== null,
    gone: watched.gone || (watched.seen && job === null),
    last: job ?? watched.last,
  };
}

export function useJob(kind: JobKind): JobWatch {
  const uid = useSession().firebaseUser?.uid;
  const id = uid ? jobIdOf(kind, uid) : null;
  const [watched, setWatched] = useState<Watched | null>(null);
  // Each show() starts a new round of watching; a report from an earlier round is dropped (a
  // snapshot from before the job started must not count as its end).
  const [round, setRound] = useState(0);
  const currentRound = useRef(0);
  // The job whose listener failed: later rounds poll at once instead of waiting for it again.
  const listenerFailedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!id) return undefined;
    const mine = round;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay: number | undefined;
    let lastAnswer: string | undefined;
    const report = (job: JobView | null) => {
      if (stopped || currentRound.current !== mine) return;
      setWatched((current) => follow(current?.id === id ? current : fresh(id), job));
    };
    const poll = async () => {
      let job: JobView | null | undefined;
      try {
        job = await getJob(id);
      } catch (error) {
        // Another failure (the network) says nothing: ask again.
        if (meansNoJob(error)) job = null;
      }
      if (stopped) return;
      if (job !== undefined) report(job);
      const answer = JSON.stringify(job ?? null);
      delay = nextPollDelay(JOB_POLL_BACKOFF, delay, answer !== lastAnswer);
      lastAnswer = answer;
      if (job === undefined || (job && isJobActive(job))) timer = setTimeout(() => void poll(), delay);
    };
    const stopListening =
      listenerFailedFor.current === id
        ? (void poll(), undefined)
        : listenWithFallback(
            (live, onFirst, onError) =>
              live.watchDocument(
                ["jobs", id],
                (data) => {
                  onFirst();
                  report(data ? jobViewOf(id, data) : null);
                },
                onError,
              ),
            () => {
              listenerFailedFor.current = id;
              void poll();
            },
          );
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopListening?.();
    };
  }, [id, round]);

  const show = useCallback(
    (job: JobView) => {
      if (job.id !== id) return;
      currentRound.current += 1;
      setWatched({ id: job.id, job, seen: true, gone: false, last: job });
      setRound(currentRound.current);
    },
    [id],
  );

  const mine = watched && watched.id === id ? watched : null;
  return { job: mine?.job, gone: mine?.gone ?? false, last: mine?.last ?? null, show };
}
