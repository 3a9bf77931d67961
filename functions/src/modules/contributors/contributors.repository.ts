// Firestore access for the week's top contributors:
//   platform/topContributors   { week, items (best first, at most 20), updatedAt }
// written by the scheduled job from the users' totals documents (progress/{uid}.week), read whole
// by GET /api/contributors/top.
import type { Timestamp } from "firebase-admin/firestore";
import type { TopContributor } from "../../shared";
import { platformDocument } from "../../lib/platform";

export interface TopContributorsDoc {
  /** The Monday (UTC) of the week ranked. */
  week: string;
  items: TopContributor[];
  updatedAt: Timestamp;
}

export const topContributorsRef = () => platformDocument<TopContributorsDoc>("topContributors");

/** The stored ranking, or undefined before the job's first run. One read. */
export async function getTopContributors(): Promise<TopContributorsDoc | undefined> {
  return (await topContributorsRef().get()).data();
}
