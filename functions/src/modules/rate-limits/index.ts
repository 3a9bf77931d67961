// The rate-limits module's public face: per-user allowances shared by every instance (counters
// in Firestore), taken before the work they limit.
export { RATE_LIMITS, takeAllowance, takeUpTo, type RateLimitName } from "./rate-limits.service";
export { rateLimitsOwnedData } from "./rate-limits.owned-data";
