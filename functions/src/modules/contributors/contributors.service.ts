// GET /api/contributors/top: the ranking the scheduled job keeps (top-contributors.job.ts).
import { dayKey, weekKey, type TopContributor } from "../../shared";
import { now } from "../../lib/clock";
import { getTopContributors } from "./contributors.repository";

/** This week's top contributors, best first; [] before the job has ranked this week. One read. */
export async function topContributors(): Promise<TopContributor[]> {
  const stored = await getTopContributors();
  // Last week's ranking is not this week's: until the job runs on Monday, the card says so.
  if (!stored || stored.week !== weekKey(dayKey(now()))) return [];
  return stored.items;
}
