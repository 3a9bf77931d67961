import { describe, expect, it } from "vitest";
import { z } from "zod";
import "./zod-config";

describe("zod-config", () => {
  it("when loaded, then the schema library (the copy @shared uses) never calls Function, not even to probe", () => {
    // The setting is made through zod's core; the schemas are built by the full library. Under
    // the CSP any call of Function (zod's probe included) is a logged violation.
    expect(z.config().jitless).toBe(true);
    const original = globalThis.Function;
    let calls = 0;
    globalThis.Function = function (...args: string[]) {
      calls += 1;
      return original(...args);
    } as unknown as FunctionConstructor;
    try {
      expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
    } finally {
      globalThis.Function = original;
    }
    expect(calls).toBe(0);
  });
});
