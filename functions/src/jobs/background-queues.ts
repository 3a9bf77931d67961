// The task queues the scheduled coordinators fan out to, with their caps (docs/production.md,
// "Background load", derives them from a million monthly readers). Names and caps in one place:
// the coordinators enqueue by these names and the shard functions are declared with these caps.

/** Digest shards (send-mail-digests.ts): 100 digests each, I/O bound, seconds each. */
export const DIGEST_SHARDS = {
  fn: "sendDigestShard",
  dispatches: 20,
  /** Shards one instance works at once: each mostly waits on Firestore transactions. */
  concurrency: 10,
  deadlineSeconds: 120,
} as const;

/**
 * Roll-up shards (roll-up-statistics.ts): 300 days each in commits of 60. Few at once: every
 * commit also increments the platform's day and totals documents, which take about one sustained
 * write a second each; 4 shards keep them near a few a second and still roll 11 times the peak.
 */
export const ROLL_UP_SHARDS = {
  fn: "rollUpShard",
  dispatches: 4,
  concurrency: 4,
  deadlineSeconds: 300,
} as const;

/**
 * Ranking shards (rank-points.ts): RANK_SHARDS ranges of uids, all at once, each up to 75 pages of
 * 300 totals in commits of 300. Each shard commits to its own delta document only, so they never
 * contend; they mostly wait on Firestore, so one instance works them all.
 */
export const RANK_SHARDS_QUEUE = {
  fn: "rankShard",
  dispatches: 8,
  concurrency: 8,
  deadlineSeconds: 540,
} as const;
