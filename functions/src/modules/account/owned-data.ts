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
 * Moves everything `from` owns to `to`, batch after batch; safe to run again after a failure.
 * Returns how many documents moved from each place.
 */
export async function moveOwnedData(from: string, to: string): Promise<Record<string, number>> {
  const moved: Record<string, number> = {};
  for (const data of OWNED_DATA) {
    let count = 0;
    for (let done = false; !done;) {
      const batch = await data.moveBatch(from, to);
      count += batch.moved;
      done = batch.done;
    }
    moved[data.name] = count;
  }
  return moved;
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
