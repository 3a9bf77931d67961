// Commits that lose a race (a compare-and-set, a create of something that now exists) are tried
// again after a short random wait, a bounded number of times.
/** gRPC codes of a commit whose precondition failed: a document changed after it was read. */
const CONFLICT_CODES = new Set([5 /* NOT_FOUND */, 6 /* ALREADY_EXISTS */, 9 /* FAILED_PRECONDITION */]);
export const CONFLICT_ATTEMPTS = 8;
export const isConflict = (error: unknown): boolean => {
  const code = (error as { code?: unknown }).code;
  return typeof code === "number" && CONFLICT_CODES.has(code);
};
export const backOff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 20 * attempt * Math.random()));
