// How big each function's instances are and how many requests (or tasks) one instance takes at
// once. An instance holds its baseline (the runtime and the modules loaded) plus, at worst, its
// concurrency times the peak growth of the heaviest request it serves: that must stay inside
// its memory, or an out-of-memory kill fails every request on the instance. The peaks are
// measured by `npm run bench:memory` (functions/test/bench/memory/peaks.json) and a unit test
// holds these sizes to them (test/unit/function-sizes.test.ts); docs/production.md explains them.

export type FunctionName = "api" | "imports" | "runJob";

export interface FunctionSize {
  memory: "512MiB" | "1GiB" | "2GiB" | "4GiB";
  memoryMiB: number;
  cpu: number;
  concurrency: number;
  maxInstances: number;
}

/**
 * An article body longer than this is sanitised in turn: one at a time per instance
 * (lib/one-at-a-time.ts). `api` keeps the body saves (POST /api/articles, PATCH
 * /api/articles/{id}: up to 2,000,000 characters), and its memory is planned as its baseline,
 * one large body, and its concurrency of requests no heavier than a body of this size.
 */
export const LARGE_BODY_CHARACTERS = 64 * 1024;

export const FUNCTION_SIZES: Record<FunctionName, FunctionSize> = {
  api: { memory: "512MiB", memoryMiB: 512, cpu: 1, concurrency: 36, maxInstances: 20 },
  imports: { memory: "2GiB", memoryMiB: 2048, cpu: 1, concurrency: 3, maxInstances: 20 },
  runJob: { memory: "1GiB", memoryMiB: 1024, cpu: 1, concurrency: 1, maxInstances: 40 },
};

/**
 * The routes the `imports` function serves (Hosting sends them there, firebase.json): those that
 * parse a PDF, extract a page or read a library file. Every other path stays on `api`.
 */
export const HEAVY_ROUTES: ReadonlyArray<{ method: string; path: string }> = [
  { method: "POST", path: "/api/articles/from-url" },
  { method: "POST", path: "/api/articles/from-page" },
  { method: "POST", path: "/api/articles/from-pdf" },
  { method: "POST", path: "/api/library-imports" },
];

/** Whether the request is one of HEAVY_ROUTES (a trailing slash allowed, as Express allows it). */
export function isHeavyRoute(method: string, path: string): boolean {
  const bare = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return HEAVY_ROUTES.some((route) => route.method === method && route.path === bare);
}
