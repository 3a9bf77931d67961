// Each function's memory holds its concurrency of the heaviest request it serves, by the peaks
// npm run bench:memory measured (test/bench/memory/peaks.json), read from the options the
// exported functions carry (what the deploy sends); and Hosting sends the heavy routes, and only
// them, to `imports`, in an order that puts them before /api/**.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FUNCTION_SIZES, HEAVY_ROUTES, isHeavyRoute, type FunctionName } from "../../src/lib/function-sizes";

const peaks = JSON.parse(readFileSync(join(__dirname, "..", "bench", "memory", "peaks.json"), "utf8")) as {
  functions: Record<FunctionName, { baselineMiB: number; inTurnGrowthMiB: number; peakGrowthMiB: number }>;
};

interface Endpoint {
  availableMemoryMb?: number;
  concurrency?: number;
  maxInstances?: number;
  minInstances?: unknown;
}

let indexModule: unknown;

async function endpoints(): Promise<Record<FunctionName, Endpoint>> {
  process.env.FUNCTIONS_EMULATOR = "true";
  const index = (await import("../../src/index")) as unknown as Record<
    FunctionName,
    { __endpoint: Endpoint }
  >;
  indexModule = index;
  return {
    api: index.api.__endpoint,
    imports: index.imports.__endpoint,
    runJob: index.runJob.__endpoint,
  };
}

describe("function sizes", () => {
  it("when the functions are exported, then they carry the sizes function-sizes.ts gives", async () => {
    const found = await endpoints();
    for (const name of ["api", "imports", "runJob"] as const) {
      expect(found[name], name).toMatchObject({
        availableMemoryMb: FUNCTION_SIZES[name].memoryMiB,
        concurrency: FUNCTION_SIZES[name].concurrency,
        maxInstances: FUNCTION_SIZES[name].maxInstances,
      });
    }
    // The job runner's instances times their concurrency are the queue's dispatch cap.
    expect(found.runJob.maxInstances! * found.runJob.concurrency!).toBe(40);
    // The short jobs' queue runs the same slices on instances of the same size, with its own cap.
    const short = (indexModule as Record<string, { __endpoint: Endpoint }>).runShortJob!.__endpoint;
    expect(short).toMatchObject({
      availableMemoryMb: FUNCTION_SIZES.runJob.memoryMiB,
      concurrency: FUNCTION_SIZES.runJob.concurrency,
      maxInstances: 40,
    });
    expect(found.api.minInstances).toBeDefined();
    expect(found.imports.minInstances).toBeDefined();
  });

  it.each(["api", "imports", "runJob"] as const)(
    "when %s runs its concurrency of its heaviest measured request, then its memory holds them",
    (name) => {
      const { baselineMiB, inTurnGrowthMiB, peakGrowthMiB } = peaks.functions[name];
      const size = FUNCTION_SIZES[name];
      // Work done in turn (a large body's sanitising) counts once; every other request, once each.
      expect(baselineMiB + inTurnGrowthMiB + size.concurrency * peakGrowthMiB).toBeLessThanOrEqual(
        size.memoryMiB,
      );
    },
  );

  it("when Hosting routes a request, then the heavy routes go to imports, before /api/** goes to api", () => {
    const hosting = JSON.parse(readFileSync(join(__dirname, "..", "..", "..", "firebase.json"), "utf8")) as {
      hosting: { rewrites: Array<{ source: string; function?: { functionId: string } }> };
    };
    const rewrites = hosting.hosting.rewrites;
    const apiAt = rewrites.findIndex((rewrite) => rewrite.source === "/api/**");
    const importsAt = rewrites.flatMap((rewrite, at) =>
      rewrite.function?.functionId === "imports" ? [at] : [],
    );
    expect(importsAt.length).toBeGreaterThan(0);
    expect(importsAt.every((at) => at < apiAt)).toBe(true);
    const sources = importsAt.map((at) => rewrites[at]!.source).join(" ");
    for (const route of HEAVY_ROUTES) expect(sources).toContain(route.path.split("/").pop());
  });

  it("when a path is not a heavy route, then imports does not serve it", () => {
    expect(isHeavyRoute("POST", "/api/articles/from-pdf")).toBe(true);
    expect(isHeavyRoute("POST", "/api/library-imports/")).toBe(true);
    expect(isHeavyRoute("POST", "/api/library-imports/start")).toBe(false);
    expect(isHeavyRoute("GET", "/api/articles/from-url")).toBe(false);
    expect(isHeavyRoute("POST", "/api/user/avatar")).toBe(false);
  });
});
