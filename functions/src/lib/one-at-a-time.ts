// Runs of a job in one instance take turns. The scheduled jobs run with maxInstances 1, so
// Cloud Scheduler's runs never overlap across instances either; the jobs' preconditioned writes
// stay the guard for anything that still does (a manual run beside a scheduled one).

/** Wraps `run` so that calls in this process run one after another, in call order. */
export function oneAtATime<A extends unknown[], R>(run: (...args: A) => Promise<R>) {
  let queue: Promise<unknown> = Promise.resolve();
  return (...args: A): Promise<R> => {
    const next = queue.then(() => run(...args));
    queue = next.catch(() => undefined);
    return next;
  };
}
