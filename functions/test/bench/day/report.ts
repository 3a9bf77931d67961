// The reader-day's figures as text (printed) and as JSON (scripts/bench-day.mjs keeps and checks
// them in docs/bench-day.json).
import type { Tally } from "./calls";
import type { LoadLevel } from "./load";
import { type MONTH, type PRICES, monthlyBill, type Bill } from "./prices";
import type { DayResult } from "./scenario";
import type { Curve } from "./sweeps";

export interface ScenarioFigures {
  perReaderDay: Tally;
  parts: Record<string, Tally>;
  /** Stored bytes of one saved article (its document, body, search terms and index entries). */
  articleBytes: number;
  bills: Bill[];
}

export interface Figures {
  measuredAt: string;
  prices: typeof PRICES;
  month: typeof MONTH;
  scenarios: Record<string, ScenarioFigures>;
  curves: Curve[];
  load: LoadLevel[];
}

export function scenarioFigures(day: DayResult, articleBytes: number): ScenarioFigures {
  return {
    perReaderDay: day.total,
    parts: day.parts,
    articleBytes,
    bills: [10_000, 1_000_000].map((readers) => monthlyBill(day.total, articleBytes, readers)),
  };
}

const n = (value: number, digits = 0) =>
  value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const usd = (value: number) => `$${n(value, 2)}`;

function tallyRow(name: string, t: Tally): string {
  return (
    `  ${name.padEnd(32)} ${n(t.reads, 1).padStart(8)} ${n(t.listenerReads, 1).padStart(7)} ${n(t.writes, 1).padStart(7)} ` +
    `${n(t.deletes, 1).padStart(5)} ${n(t.indexEntries, 0).padStart(7)} ${n(t.storedBytes / 1024, 1).padStart(8)} ` +
    `${n(t.requests, 1).padStart(6)} ${n(t.ms, 0).padStart(7)} ${n(t.egressBytes / 1024, 1).padStart(8)}`
  );
}

export function formatFigures(figures: Figures): string {
  const lines: string[] = [`Reader-day figures (${figures.measuredAt}, in process against the emulators)`];
  const header =
    `  ${"part".padEnd(32)} ${"reads".padStart(8)} ${"listen".padStart(7)} ${"writes".padStart(7)} ${"dels".padStart(5)} ` +
    `${"idx ent".padStart(7)} ${"KiB kept".padStart(8)} ${"calls".padStart(6)} ${"ms".padStart(7)} ${"KiB out".padStart(8)}`;
  for (const [name, s] of Object.entries(figures.scenarios)) {
    lines.push(
      "",
      `${name} reader-day (one saved article keeps ${n(s.articleBytes / 1024, 1)} KiB):`,
      header,
    );
    for (const [part, tally] of Object.entries(s.parts)) lines.push(tallyRow(part, tally));
    lines.push(tallyRow("per reader-day (weighted)", s.perReaderDay));
    for (const bill of s.bills) {
      lines.push(
        `  ${n(bill.readers)} monthly readers: ${usd(bill.total)} a month (${usd(bill.perThousandReaders)} per 1,000): ` +
          `Firestore ops ${usd(bill.firestoreOps)}, storage ${usd(bill.storage)}, instances ${usd(bill.compute)} ` +
          `(${n(bill.instanceSecondsPerDay)} instance-s a day, ${n(bill.overlap, 1)} in flight at peak), ` +
          `invocations ${usd(bill.requests)}, egress ${usd(bill.egress)}`,
      );
    }
  }
  for (const c of figures.curves) {
    const keys = Object.keys(c.points[0]?.values ?? {});
    lines.push(
      "",
      `sweep: ${c.name}`,
      `  ${c.unit.padStart(9)} ${keys.map((k) => k.padStart(12)).join(" ")}`,
    );
    for (const p of c.points)
      lines.push(`  ${n(p.x).padStart(9)} ${keys.map((k) => n(p.values[k] ?? 0, 1).padStart(12)).join(" ")}`);
    lines.push(`  verdict: ${keys.map((k) => `${k} ${c.verdicts[k]}`).join("; ")}`);
  }
  if (figures.load.length) {
    lines.push("", "load (Home, an article, the points; in process, loopback):");
    lines.push("  in flight  requests   req/s    p50 ms   p95 ms   p99 ms  CPU ms/req  RSS MiB  errors");
    for (const l of figures.load) {
      lines.push(
        `  ${String(l.inFlight).padStart(9)} ${String(l.requests).padStart(9)} ${n(l.perSecond, 1).padStart(7)} ` +
          `${n(l.p50, 0).padStart(9)} ${n(l.p95, 0).padStart(8)} ${n(l.p99, 0).padStart(8)} ${n(l.cpuMsPerRequest, 1).padStart(11)} ` +
          `${n(l.rssMiB, 0).padStart(8)} ${String(l.errors).padStart(7)}`,
      );
    }
  }
  return lines.join("\n");
}
