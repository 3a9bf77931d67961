// The server's clock, in one place so that a replay of generated history (the statistics
// benchmark, the demo data) can run actions at chosen times through the real services.
// Production never sets it.

let current: () => Date = () => new Date();

/** The current time as the services see it. */
export const now = (): Date => current();

/** Runs `fn` with the clock reading `at` (tests, benchmarks and the demo data only). */
export async function atTime<T>(at: Date | (() => Date), fn: () => Promise<T>): Promise<T> {
  const previous = current;
  current = typeof at === "function" ? at : () => at;
  try {
    return await fn();
  } finally {
    current = previous;
  }
}

/**
 * The real time, whatever the services' clock reads: rate limits count requests in real time,
 * so that a replay of generated history (which runs the services at chosen times) is limited as
 * any other burst of requests would be.
 */
export const wallClock = (): Date => new Date();
