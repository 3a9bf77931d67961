// A bounded load of the reader-day's reading calls (Home, an article open, the points) at rising
// numbers of requests in flight, against the app in process on loopback (the emulator behind
// it): each level stops at its request count or its time limit, whichever comes first. It gives
// the latency percentiles, the rate one process sustains, and the CPU time and memory a request
// takes here, from which the api function's concurrency and instances are sized
// (docs/production.md, "Sizing api by measurement").
import type { SyncedUser } from "../../helpers/users";

export interface LoadLevel {
  inFlight: number;
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU time of this process per request (the app and the test client together), ms. */
  cpuMsPerRequest: number;
  /** Largest resident set seen during the level, MiB. */
  rssMiB: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;

/** Runs each level in turn; `articleId` is one every user may open. */
export async function loadLevels(
  users: SyncedUser[],
  articleId: string,
  levels: number[],
  { perLevel = 300, seconds = 45 } = {},
): Promise<LoadLevel[]> {
  const paths = ["/api/home", `/api/articles/${articleId}`, "/api/user/points"];
  const results: LoadLevel[] = [];
  for (const inFlight of levels) {
    const latencies: number[] = [];
    let issued = 0;
    let errors = 0;
    let rss = process.memoryUsage().rss;
    const cpu = process.cpuUsage();
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const worker = async () => {
      while (issued < perLevel && performance.now() < deadline) {
        const n = issued++;
        const user = users[n % users.length]!;
        const begun = performance.now();
        const response = await user.call.get(paths[n % paths.length]!);
        latencies.push(performance.now() - begun);
        if (response.status >= 400) errors++;
        rss = Math.max(rss, process.memoryUsage().rss);
      }
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
    const elapsed = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const sorted = [...latencies].sort((a, b) => a - b);
    results.push({
      inFlight,
      requests: latencies.length,
      seconds: elapsed,
      perSecond: latencies.length / elapsed,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      cpuMsPerRequest: (used.user + used.system) / 1000 / Math.max(1, latencies.length),
      rssMiB: rss / 2 ** 20,
      errors,
    });
  }
  return results;
}
