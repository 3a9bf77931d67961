// Everything a user owns, in the order it moves (account repair: POST /api/auth/fix-current-uid)
// or goes (account deletion: DELETE /api/user). Each module lists its own kinds of data with the
// move and the deletion side by side (lib/owned-data.ts); this list only puts them in order.
//
// Articles first: the rest refers to them. A deletion first takes every highlight on the user's
// articles in bulk, then each article with its body, readers and comments, so what is left of
// the user's highlights and comments is on other people's articles, whose counts stay right.
//
// Not moved, on purpose: audit entries (a record of what happened, under the uids of the time),
// rate-limit counters (they expire within a day), the week's top contributors (recomputed
// hourly) and e-mails (addressed by e-mail, not uid). A deletion removes or anonymises them too.
import type { OwnedData } from "../../lib/owned-data";
import { articlesOwnedData } from "../articles";
import { annotationsOwnedData, highlightsOnOwnArticlesData } from "../annotations";
import { foldersOwnedData } from "../folders";
import { sharingOwnedData } from "../sharing";
import { exchangedOwnedData, spurqsOwnedData } from "../spurqs";
import { readersData, searchTermsData } from "../library";
import { profileOwnedData } from "../profile";
import { invitationsOwnedData } from "../invitations";
import { friendsOwnedData } from "../friends";
import { groupChatsOwnedData } from "../group-chats";
import { personInLedgersData, progressOwnedData } from "../progress";
import { statisticsOwnedData } from "../statistics";
import { dailyQuestionOwnedData, questionsAboutOwnArticlesData } from "../daily-question";
import { contributorsOwnedData } from "../contributors";
import { auditOwnedData } from "../audit";
import { rateLimitsOwnedData } from "../rate-limits";
import { feedbackOwnedData } from "../feedback";
import { mailOwnedData } from "../mail";
import { jobsOwnedData } from "../jobs";
import { libraryImportOwnedData } from "../library-import";
import { pageIndexChangesOwnedData } from "../page-index-changes";

export const OWNED_DATA: readonly OwnedData[] = [
  highlightsOnOwnArticlesData,
  articlesOwnedData,
  ...annotationsOwnedData,
  ...foldersOwnedData,
  ...sharingOwnedData,
  ...spurqsOwnedData,
  readersData,
  searchTermsData,
  ...exchangedOwnedData,
  ...profileOwnedData,
  ...invitationsOwnedData,
  ...friendsOwnedData,
  ...groupChatsOwnedData,
  ...progressOwnedData,
  ...statisticsOwnedData,
  ...dailyQuestionOwnedData,
  personInLedgersData,
  questionsAboutOwnArticlesData,
  ...contributorsOwnedData,
  ...auditOwnedData,
  ...rateLimitsOwnedData,
  ...feedbackOwnedData,
  ...mailOwnedData,
  ...jobsOwnedData,
  ...libraryImportOwnedData,
  // Last: what goes before may still note changes in the feed (readers, friendships).
  pageIndexChangesOwnedData,
];

/**
 * Where a move stands: the step of OWNED_DATA at hand (OWNED_DATA.length once everything has
 * moved) and how many documents moved from each place so far. Account repair's job keeps it as
 * its cursor, so a retried or repeated slice goes on from the step it names: each step finds only
 * what still names the old uid, so what already moved is never moved twice.
 */
export interface MoveCursor {
  step: number;
  moved: Record<string, number>;
}

/** Steps of a whole move (one per place a user's data lives). */
export const MOVE_STEPS = OWNED_DATA.length;

/** What a reader is told is moving at this step (the web app words it). */
export function moveStageOf(step: number): "articles" | "everythingElse" {
  const data = OWNED_DATA[step];
  return data === articlesOwnedData || data === highlightsOnOwnArticlesData ? "articles" : "everythingElse";
}

/**
 * Moves one bounded batch of the step `cursor` names, from `from` to `to`, and advances the
 * cursor (in place) past the step once it is done. Returns true once nothing is left to move.
 */
export async function moveNextBatch(cursor: MoveCursor, from: string, to: string): Promise<boolean> {
  const data = OWNED_DATA[cursor.step];
  if (!data) return true;
  const batch = await data.moveBatch(from, to);
  cursor.moved[data.name] = (cursor.moved[data.name] ?? 0) + batch.moved;
  if (batch.done) cursor.step += 1;
  return cursor.step >= MOVE_STEPS;
}

/**
 * Moves everything `from` owns to `to`, batch after batch, in one run; safe to run again after a
 * failure. Returns how many documents moved from each place. (Account repair runs the same steps
 * as a job, a slice at a time: auth/account-repair.job.ts.)
 */
export async function moveOwnedData(from: string, to: string): Promise<Record<string, number>> {
  const cursor: MoveCursor = { step: 0, moved: {} };
  while (!(await moveNextBatch(cursor, from, to)));
  return cursor.moved;
}

/**
 * The order of a deletion: the friendships first, then OWNED_DATA's order. Once the account is
 * marked as being deleted, nobody can befriend it (friend requests read the record); with its
 * friendships gone nobody can send it a spurq, answer one of its spurqs or add it to a chat
 * either (each checks the friendship), so nothing naming it lands after the step that deletes
 * such things.
 */
export const DELETION_ORDER: readonly OwnedData[] = [
  ...friendsOwnedData,
  ...OWNED_DATA.filter((data) => !friendsOwnedData.includes(data)),
];
