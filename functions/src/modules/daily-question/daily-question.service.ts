// Question of the day: one passage a day per user from the highlights they may read, friends'
// preferred, never the same within 30 days, with a friend's spurq question about it or the day's
// reflective prompt. Chosen on the user's first request of their day and kept. A kept passage that
// was deleted, or whose article the user can no longer read (trashed, no longer shared), is never
// served: the next request chooses again.
import { dayKey, type DailyQuestion } from "../../shared";
import { notFound } from "../../lib/errors";
import { now } from "../../lib/clock";
import { promptFor, rankCandidates, recentlyServed, type Served } from "./daily-question.choice";
import { friendsAmong } from "../friends";
import { timeZoneOf } from "../progress";
import * as repo from "./daily-question.repository";

/** Candidates whose article is checked before giving up for the day (each check is 1–2 reads). */
const CHECKS_MAX = 3;

const questionNotFound = () => notFound("Question not found");

/** The day a question id belongs to (ids are "{YYYY-MM-DD}-{random}"), or null for any other text. */
export function dayOfQuestionId(questionId: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})-[A-Za-z0-9]{20}$/.exec(questionId);
  return match ? match[1]! : null;
}

/** Whether the user may read the passage now: it exists, and its article is theirs or shared with them, not in the trash. */
function readable(
  uid: string,
  articleId: string,
  state: repo.PassageState,
  checkHighlight: boolean,
): boolean {
  const { article, highlight } = state;
  if (checkHighlight && (!highlight || highlight.articleId !== articleId)) return false;
  if (!article || article.inTrash) return false;
  return article.userId === uid || state.isReader;
}

const toResponse = (doc: repo.DailyQuestionDoc, articleTitle = doc.articleTitle): DailyQuestion => ({
  id: doc.questionId,
  question: doc.question,
  highlightText: doc.highlightText,
  articleId: doc.articleId,
  articleTitle,
});

/**
 * GET /api/daily-question: the day's question, or null when there is no passage to ask about.
 * `timeZone` is the user's, when the caller has read it already.
 */
export async function getDailyQuestion(uid: string, timeZone?: string): Promise<DailyQuestion | null> {
  const day = dayKey(now(), timeZone ?? (await timeZoneOf(uid)));
  const kept = await repo.getDayQuestion(uid, day);
  if (kept) {
    const state = await repo.passageState(uid, {
      articleId: kept.articleId,
      ownerId: kept.articleOwnerId,
      highlightId: kept.highlightId,
    });
    if (readable(uid, kept.articleId, state, true)) return toResponse(kept, state.article!.title);
    return choose(uid, day, kept.history, kept.highlightId, kept.questionId);
  }
  const previous = await repo.latestBefore(uid, day);
  const history = previous
    ? recentlyServed([...previous.history, { day: previous.day, highlightId: previous.highlightId }], day)
    : [];
  return choose(uid, day, history);
}

/** Chooses and keeps the day's question; `stale` is a kept one being replaced. */
async function choose(
  uid: string,
  day: string,
  history: Served[],
  staleHighlightId?: string,
  staleQuestionId?: string,
): Promise<DailyQuestion | null> {
  const pool = await repo.candidatePool(uid);
  const friendIds = await friendsAmong(uid, [
    ...pool.candidates.map((candidate) => candidate.authorId),
    ...[...pool.questions.values()].map((asked) => asked.senderId),
  ]);
  const askedAbout = new Set(
    [...pool.questions].filter(([, asked]) => friendIds.has(asked.senderId)).map(([id]) => id),
  );
  const excluded = new Set(history.map((served) => served.highlightId));
  if (staleHighlightId) excluded.add(staleHighlightId);
  const ranked = rankCandidates(pool.candidates, { uid, day, friendIds, askedAbout, excluded });
  for (const candidate of ranked.slice(0, CHECKS_MAX)) {
    const highlight = pool.highlights.get(candidate.highlightId)!;
    const state = await repo.passageState(uid, {
      articleId: candidate.articleId,
      ownerId: highlight.articleOwnerId,
    });
    if (!readable(uid, candidate.articleId, state, false)) continue;
    const asked = askedAbout.has(candidate.highlightId)
      ? pool.questions.get(candidate.highlightId)
      : undefined;
    const kept = await repo.keepDayQuestion(
      uid,
      {
        questionId: repo.newQuestionId(day),
        day,
        highlightId: candidate.highlightId,
        articleId: candidate.articleId,
        articleOwnerId: state.article!.userId,
        highlightText: highlight.text,
        articleTitle: state.article!.title,
        question: asked?.question ?? promptFor(day),
        source: asked ? "spurq" : "prompt",
        history,
      },
      staleQuestionId,
    );
    return toResponse(kept);
  }
  return null;
}

/** The caller's own question with that id, and whether it was dismissed; another's id is 404. */
async function ownQuestion(uid: string, questionId: string) {
  const day = dayOfQuestionId(questionId);
  if (!day) throw questionNotFound();
  const found = await repo.questionAndDismissal(uid, day, questionId);
  if (found.question?.questionId !== questionId) throw questionNotFound();
  return { day, dismissed: found.dismissed };
}

/** GET /api/daily-question/is-dismissed. */
export async function isDismissed(uid: string, questionId: string): Promise<{ isDismissed: boolean }> {
  return { isDismissed: (await ownQuestion(uid, questionId)).dismissed };
}

/** POST /api/daily-question/dismiss. */
export async function dismissQuestion(uid: string, questionId: string): Promise<void> {
  const { day, dismissed } = await ownQuestion(uid, questionId);
  if (!dismissed) await repo.dismiss(uid, questionId, day);
}
