// How the question of the day is chosen, as plain functions (no Firestore): which passages are
// preferred, which were served too recently, and which reflective prompt a day gets when no
// friend asked about the passage. The repository gathers the candidates; this decides.
import { daysBetween } from "../../shared";

/** A passage is not served again within this many days. */
export const REPEAT_WINDOW_DAYS = 30;

/** Asked about a passage no friend asked about; one per day, the same for everyone that day. */
export const REFLECTIVE_PROMPTS = [
  "What made this passage worth keeping?",
  "How would you put this idea in your own words?",
  "Where have you seen this idea at work in your own life?",
  "What would you ask the author about this passage?",
  "Do you agree with this? What would change your mind?",
  "What does this passage leave unsaid?",
  "Who would you like to discuss this passage with, and why?",
] as const;

/** The day's reflective prompt: the days since 1970 pick it, so it changes daily and repeats weekly. */
export function promptFor(day: string): string {
  const index = daysBetween("1970-01-01", day) % REFLECTIVE_PROMPTS.length;
  return REFLECTIVE_PROMPTS[(index + REFLECTIVE_PROMPTS.length) % REFLECTIVE_PROMPTS.length]!;
}

/** A highlight the user may read, with what the choice needs to know about it. */
export interface Candidate {
  highlightId: string;
  articleId: string;
  authorId: string;
}

/** One served passage: the history that keeps it from coming back within 30 days. */
export interface Served {
  day: string;
  highlightId: string;
}

/** The served passages still inside the repeat window on `today` (today's own excluded). */
export function recentlyServed(history: readonly Served[], today: string): Served[] {
  return history.filter((entry) => {
    const age = daysBetween(entry.day, today);
    return age > 0 && age < REPEAT_WINDOW_DAYS;
  });
}

/** A small string hash (FNV-1a), so a user's choice on a day is stable but differs between users. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/**
 * The candidates in the order to try them: friends' highlights a friend asked about first, then
 * other friends' highlights, then any passage a friend asked about, then the rest (the user's
 * own, other readers'). Within a rank the order is shuffled by the user and the day, so the
 * choice varies from day to day but every request of one day agrees. Passages served in the last
 * 30 days, and duplicates, are left out.
 */
export function rankCandidates(
  candidates: readonly Candidate[],
  context: {
    uid: string;
    day: string;
    friendIds: ReadonlySet<string>;
    askedAbout: ReadonlySet<string>;
    excluded: ReadonlySet<string>;
  },
): Candidate[] {
  const seen = new Set<string>();
  const unique = candidates.filter((candidate) => {
    if (seen.has(candidate.highlightId) || context.excluded.has(candidate.highlightId)) return false;
    seen.add(candidate.highlightId);
    return true;
  });
  const rank = (candidate: Candidate) => {
    const byFriend = candidate.authorId !== context.uid && context.friendIds.has(candidate.authorId);
    const asked = context.askedAbout.has(candidate.highlightId);
    return byFriend ? (asked ? 0 : 1) : asked ? 2 : 3;
  };
  const seed = `${context.uid}:${context.day}:`;
  const order = new Map(unique.map((c) => [c.highlightId, hash(seed + c.highlightId)]));
  return unique.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      order.get(a.highlightId)! - order.get(b.highlightId)! ||
      a.highlightId.localeCompare(b.highlightId),
  );
}
