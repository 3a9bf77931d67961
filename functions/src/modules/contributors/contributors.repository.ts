// Firestore access for the week's top contributors (issue 11, point 7):
//   platform/topContributors   { week, items (best first, at most 20), updatedAt }
// written by the scheduled job from the users' totals documents (progress/{uid}.week), read whole
// by GET /api/contributors/top.
import type { DocumentReference, Timestamp } from "firebase-admin/firestore";
import type { TopContributor } from "../../shared";
import { db } from "../../lib/firebase";
import type { QuerySpec } from "../articles/articles.queries";
import { buildQuery } from "../articles/articles.repository";
import { PROGRESS, type ProgressDoc } from "../progress/ledger";
import { USERS, type UserDoc } from "../users/users.repository";

export const TOP_CONTRIBUTORS_LIMIT = 20;

export interface TopContributorsDoc {
  /** The Monday (UTC) of the week ranked. */
  week: string;
  items: TopContributor[];
  updatedAt: Timestamp;
}

export const topContributorsRef = () =>
  db().collection("platform").doc("topContributors") as DocumentReference<TopContributorsDoc>;

/** The users active in a week, most contributions first. */
export const weekLeadersSpec = (week: string): QuerySpec => ({
  equals: [["week.key", week]],
  orderBy: ["week.contributions", "desc"],
  inMemory: {},
});

/** The week's leaders' totals documents: at most TOP_CONTRIBUTORS_LIMIT reads. */
export async function weekLeaders(week: string): Promise<ProgressDoc[]> {
  const snap = await buildQuery(weekLeadersSpec(week), db().collection(PROGRESS))
    .limit(TOP_CONTRIBUTORS_LIMIT)
    .get();
  return snap.docs.map((doc) => ({ ...(doc.data() as ProgressDoc), uid: doc.id }));
}

/** User records by uid, in one round trip (one read each). */
export async function usersById(uids: string[]): Promise<Map<string, UserDoc>> {
  if (uids.length === 0) return new Map();
  const snaps = await db().getAll(...uids.map((uid) => db().collection(USERS).doc(uid)));
  return new Map(snaps.filter((snap) => snap.exists).map((snap) => [snap.id, snap.data() as UserDoc]));
}

/** The stored ranking, or undefined before the job's first run. One read. */
export async function getTopContributors(): Promise<TopContributorsDoc | undefined> {
  return (await topContributorsRef().get()).data();
}
