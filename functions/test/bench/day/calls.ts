// One API call of the reader-day, through the real Express app in process, with what it cost:
// its Firestore counts (meter.ts), one function invocation, the time it took and the bytes it
// answered (egress).
import { expect } from "vitest";
import type { SyncedUser } from "../../helpers/users";
import { measure, meterOverheadMs, zeroCounts, type Counts } from "./meter";

export interface Tally extends Counts {
  requests: number;
  /** Time the requests took here, in ms (in process against the emulator). */
  ms: number;
  egressBytes: number;
  /** Reads the clients' live listeners make (modelled, not measured: see scenario.ts). */
  listenerReads: number;
}

export const zeroTally = (): Tally => ({
  ...zeroCounts(),
  requests: 0,
  ms: 0,
  egressBytes: 0,
  listenerReads: 0,
});

export const TALLY_KEYS = Object.keys(zeroTally()) as Array<keyof Tally>;

/** `into` plus `part` times `weight`. */
export function addTally(into: Tally, part: Tally, weight = 1): void {
  for (const key of TALLY_KEYS) into[key] += part[key] * weight;
}

type Method = "get" | "post" | "patch" | "put" | "delete";

/** Calls the API as `user` and adds its cost to `tally`; answers the response body. */
export async function call(
  tally: Tally,
  user: SyncedUser,
  method: Method,
  path: string,
  body?: object,
): Promise<Record<string, unknown>> {
  return measure(tally, async () => {
    const started = performance.now();
    const overhead = meterOverheadMs();
    const test = user.call[method](path);
    const response = await (body ? test.send(body) : test);
    tally.ms += performance.now() - started - (meterOverheadMs() - overhead);
    tally.requests += 1;
    tally.egressBytes += Buffer.byteLength(response.text ?? "");
    expect(response.status, `${method.toUpperCase()} ${path}: ${response.text}`).toBeLessThan(400);
    return (response.body ?? {}) as Record<string, unknown>;
  });
}
