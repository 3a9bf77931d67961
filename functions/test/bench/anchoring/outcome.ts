// How one anchoring attempt is judged against its ground truth, and the figures a run prints.
import type { TextPosition } from "../../../src/shared/anchoring";

export type Expected = TextPosition | null;
export type Outcome = "right" | "wrong" | "orphanedPresent" | "orphanedCorrectly";

/** Share of the expected range a landing must cover, and of itself it must keep inside it. */
const MIN_OVERLAP = 0.8;

/** Right: lands on (nearly) the expected characters. Wrong: lands anywhere else, or when it should orphan. */
export function judge(expected: Expected, landed: TextPosition | null): Outcome {
  if (!landed) return expected ? "orphanedPresent" : "orphanedCorrectly";
  if (!expected) return "wrong";
  const overlap =
    Math.min(landed.endOffset, expected.endOffset) - Math.max(landed.startOffset, expected.startOffset);
  const union =
    Math.max(landed.endOffset, expected.endOffset) - Math.min(landed.startOffset, expected.startOffset);
  return overlap > 0 && overlap / union >= MIN_OVERLAP ? "right" : "wrong";
}

export class Tally {
  readonly counts: Record<Outcome, number> = { right: 0, wrong: 0, orphanedPresent: 0, orphanedCorrectly: 0 };
  readonly micros: number[] = [];
  readonly byKind = new Map<string, Record<Outcome, number>>();
  readonly microsByKind = new Map<string, number[]>();

  add(kind: string, outcome: Outcome, micros: number): void {
    this.counts[outcome] += 1;
    this.micros.push(micros);
    const row = this.byKind.get(kind) ?? { right: 0, wrong: 0, orphanedPresent: 0, orphanedCorrectly: 0 };
    row[outcome] += 1;
    this.byKind.set(kind, row);
    this.microsByKind.set(kind, [...(this.microsByKind.get(kind) ?? []), micros]);
  }

  get total(): number {
    return this.micros.length;
  }
}

const pct = (n: number, total: number) => `${((100 * n) / Math.max(1, total)).toFixed(1)}%`;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** One line: right (landed right + correctly orphaned), wrong, orphaned though present, timings. */
export function summary(name: string, t: Tally): string {
  const c = t.counts;
  const sorted = [...t.micros].sort((a, b) => a - b);
  return (
    `${name.padEnd(26)} n=${String(t.total).padStart(5)}  right ${pct(c.right + c.orphanedCorrectly, t.total).padStart(6)}` +
    ` (landed ${c.right}, orphaned correctly ${c.orphanedCorrectly})  wrong ${pct(c.wrong, t.total).padStart(5)} (${c.wrong})` +
    `  orphaned though present ${pct(c.orphanedPresent, t.total).padStart(5)} (${c.orphanedPresent})` +
    `  median ${quantile(sorted, 0.5).toFixed(1)} µs  p95 ${quantile(sorted, 0.95).toFixed(1)} µs  max ${(sorted.at(-1) ?? 0).toFixed(0)} µs`
  );
}

/** Per edit kind: right / wrong / orphaned though present / correctly orphaned. */
export function kindTable(t: Tally): string {
  const rows = [...t.byKind.entries()].map(([kind, c]) => {
    const n = c.right + c.wrong + c.orphanedPresent + c.orphanedCorrectly;
    const micros = [...(t.microsByKind.get(kind) ?? [])].sort((a, b) => a - b);
    return `  ${kind.padEnd(30)} n=${String(n).padStart(4)}  right ${pct(c.right + c.orphanedCorrectly, n).padStart(6)}  wrong ${pct(c.wrong, n).padStart(6)}  orphaned though present ${pct(c.orphanedPresent, n).padStart(6)}  median ${quantile(micros, 0.5).toFixed(1).padStart(6)} µs`;
  });
  return rows.join("\n");
}
