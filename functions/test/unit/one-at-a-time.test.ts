// Runs of a job in one instance take turns (lib/one-at-a-time.ts).
import { describe, expect, it } from "vitest";
import { oneAtATime } from "../../src/lib/one-at-a-time";

describe("oneAtATime", () => {
  it("when calls come at once, then each starts after the one before has finished, in call order", async () => {
    const events: string[] = [];
    const run = oneAtATime(async (name: string) => {
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push(`end ${name}`);
      return name;
    });
    expect(await Promise.all([run("a"), run("b"), run("c")])).toEqual(["a", "b", "c"]);
    expect(events).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });

  it("when a run fails, then its caller gets the error and the next run still goes", async () => {
    const run = oneAtATime(async (fail: boolean) => {
      if (fail) throw new Error("run failed");
      return "ok";
    });
    const [failed, next] = await Promise.allSettled([run(true), run(false)]);
    expect(failed).toMatchObject({ status: "rejected", reason: new Error("run failed") });
    expect(next).toEqual({ status: "fulfilled", value: "ok" });
  });
});
