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
