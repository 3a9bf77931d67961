// Blaze list prices the reader-day is priced at (USD), and the model that turns a reader-day into
// a monthly bill. docs/benchmarks.md ("bench:day") names the pages and the date they were read.
import type { Tally } from "./calls";

export const PRICES = {
  /** Firestore Standard edition, nam5 (United States multi-region), per 100,000 documents. */
  firestoreReads: 0.06,
  firestoreWrites: 0.18,
  firestoreDeletes: 0.02,
  /** Firestore stored data, per GiB-month (documents, metadata and indexes). */
  firestoreGiBMonth: 0.18,
  /** Cloud Run functions (2nd gen), request-based billing, Tier 1 region (us-central1). */
  vcpuSecond: 0.000024,
  gibSecond: 0.0000025,
  perMillionRequests: 0.4,
  /** Firebase Hosting data transfer (the API's answers leave through Hosting's rewrite), per GiB. */
  egressGiB: 0.15,
} as const;

/** The assumptions of the monthly bill (docs/benchmarks.md says why each). */
export const MONTH = {
  activeDaysPerReader: 10,
  savedArticlesPerReader: 100,
  /** The api function's size (functions/src/lib/function-sizes.ts). */
  vcpu: 1,
  memoryGiB: 0.5,
  concurrency: 36,
  /** Cloud Run bills an instance's busy time in steps of 100 ms. */
  billedStepMs: 100,
  /** The busiest hour carries this many times the mean hour's requests. */
  peakFactor: 3,
} as const;

const GIB = 2 ** 30;

export interface Bill {
  readers: number;
  firestoreOps: number;
  storage: number;
  compute: number;
  requests: number;
  egress: number;
  total: number;
  perThousandReaders: number;
  /** Requests in flight at once at the busiest hour (the instance-seconds model's overlap). */
  overlap: number;
  instanceSecondsPerDay: number;
}

/**
 * The month of `readers` monthly readers, each active `activeDaysPerReader` days of `day`, and
 * holding `savedArticlesPerReader` articles of `articleBytes` each plus a month of the day's
 * growth. Instance time: each request's measured time, at least one billing step, shared by the
 * requests in flight together (the busiest hour's rate times the mean request time, between 1
 * and the concurrency); instances idle between requests cost nothing under request-based billing.
 * No free tier is subtracted (it is per project, and small beside these figures).
 */
export function monthlyBill(day: Tally, articleBytes: number, readers: number): Bill {
  const days = readers * MONTH.activeDaysPerReader;
  const reads = day.reads + day.listenerReads;
  const firestoreOps =
    (days *
      (reads * PRICES.firestoreReads +
        day.writes * PRICES.firestoreWrites +
        day.deletes * PRICES.firestoreDeletes)) /
    100_000;
  const storedBytes =
    readers * (MONTH.savedArticlesPerReader * articleBytes + MONTH.activeDaysPerReader * day.storedBytes);
  const storage = (storedBytes / GIB) * PRICES.firestoreGiBMonth;
  const meanMs = day.requests ? day.ms / day.requests : 0;
  const requestsPerDay = (days / 30) * day.requests;
  const peakRate = (requestsPerDay / 86_400) * MONTH.peakFactor;
  const overlap = Math.min(MONTH.concurrency, Math.max(1, (peakRate * meanMs) / 1000));
  const billedMs = Math.max(meanMs, MONTH.billedStepMs);
  const instanceSecondsPerDay = (requestsPerDay * billedMs) / 1000 / overlap;
  const compute =
    instanceSecondsPerDay * 30 * MONTH.vcpu * PRICES.vcpuSecond +
    instanceSecondsPerDay * 30 * MONTH.memoryGiB * PRICES.gibSecond;
  const requests = ((days * day.requests) / 1_000_000) * PRICES.perMillionRequests;
  const egress = ((days * day.egressBytes) / GIB) * PRICES.egressGiB;
  const total = firestoreOps + storage + compute + requests + egress;
  return {
    readers,
    firestoreOps,
    storage,
    compute,
    requests,
    egress,
    total,
    perThousandReaders: (total / readers) * 1000,
    overlap,
    instanceSecondsPerDay,
  };
}
