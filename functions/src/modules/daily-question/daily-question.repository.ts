// Firestore access for the question of the day:
//   users/{uid}/dailyQuestions/{YYYY-MM-DD}    the day's question (DailyQuestionDoc), chosen on the
//                                              user's first request of that day (their time zone)
//                                              and kept; it carries the last 30 days' passages, so
//                                              the next day's choice reads one document for them
//   users/{uid}/dismissedQuestions/{questionId}  { questionId, day, dismissedAt }
// Candidates come from three bounded queries, each asked of the module that owns the documents:
// highlights on the user's own articles, the user's newest incoming spurqs (which name the
// articles shared with them, and friends' questions), and highlights on those shared articles.
import { Timestamp, type DocumentReference } from "firebase-admin/firestore";
import { db, runTransaction } from "../../lib/firebase";
import { now } from "../../lib/clock";
import type { QuerySpec } from "../../lib/query";
import { userDocument } from "../../lib/user-document";
import { articleIfReadable, getArticleAndReader, type ArticleDoc } from "../library";
import {
  CANDIDATE_HIGHLIGHT_QUERIES,
  getHighlight,
  highlightsOnArticles,
  highlightsOnOwnArticles,
  type HighlightDoc,
  type Stored,
} from "../annotations";
import { incomingSpurqsQuery, newestIncoming } from "../spurqs";
import type { Candidate, Served } from "./daily-question.choice";

export const DAILY_QUESTIONS = "dailyQuestions";
export const DISMISSED_QUESTIONS = "dismissedQuestions";

/** Newest highlights read from each source, and incoming spurqs read for shared articles. */
export const HIGHLIGHTS_PER_SOURCE = 50;
export const INCOMING_SPURQS = 30;
/** Firestore's `in` takes at most 30 values. */
const SHARED_ARTICLES_MAX = 30;
/** gRPC status of a create() whose document exists. */
const ALREADY_EXISTS = 6;

export interface DailyQuestionDoc {
  questionId: string;
  day: string;
  highlightId: string;
  articleId: string;
  /** The article's owner when chosen: a reader other than the owner needs their reader document. */
  articleOwnerId: string;
  highlightText: string;
  articleTitle: string;
  question: string;
  /** A friend's spurq about the passage, or the day's reflective prompt. */
  source: "spurq" | "prompt";
  /** Passages served on earlier days, inside the repeat window. */
  history: Served[];
  createdAt: Timestamp;
}

export interface DismissalDoc {
  questionId: string;
  day: string;
  dismissedAt: Timestamp;
}

const dayQuestions = (uid: string) => userDocument(uid).collection(DAILY_QUESTIONS);
const dayQuestionRef = (uid: string, day: string) =>
  dayQuestions(uid).doc(day) as DocumentReference<DailyQuestionDoc>;
const dismissalRef = (uid: string, questionId: string) =>
  userDocument(uid).collection(DISMISSED_QUESTIONS).doc(questionId) as DocumentReference<DismissalDoc>;

/** The queries the choice makes, as specs so the index test checks them. */
export const DAILY_QUESTION_QUERIES: Array<[string, QuerySpec]> = [
  ...CANDIDATE_HIGHLIGHT_QUERIES,
  incomingSpurqsQuery,
];

export async function getDayQuestion(uid: string, day: string): Promise<DailyQuestionDoc | undefined> {
  return (await dayQuestionRef(uid, day).get()).data();
}

/** The newest question before `day`: its history and passage are the repeat window's memory. */
export async function latestBefore(uid: string, day: string): Promise<DailyQuestionDoc | undefined> {
  const snap = await dayQuestions(uid).where("day", "<", day).orderBy("day", "desc").limit(1).get();
  return snap.docs[0]?.data() as DailyQuestionDoc | undefined;
}

export interface CandidatePool {
  candidates: Candidate[];
  highlights: Map<string, HighlightDoc>;
  /** Per highlight, the newest question a spurq to the user asked about it, with its sender. */
  questions: Map<string, { question: string; senderId: string }>;
}

const toCandidate = (highlight: Stored<HighlightDoc>): Candidate => ({
  highlightId: highlight.id,
  articleId: highlight.articleId,
  authorId: highlight.userId,
});

/**
 * The passages the user may read, bounded: the newest highlights on their own articles, and on the
 * articles their newest incoming spurqs were about. At most 50 + 30 + 50 documents.
 */
export async function candidatePool(uid: string): Promise<CandidatePool> {
  const [own, incoming] = await Promise.all([
    highlightsOnOwnArticles(uid, HIGHLIGHTS_PER_SOURCE),
    newestIncoming(uid, INCOMING_SPURQS),
  ]);
  const questions = new Map<string, { question: string; senderId: string }>();
  const sharedArticleIds = new Set<string>();
  for (const spurq of incoming) {
    if (sharedArticleIds.size < SHARED_ARTICLES_MAX) sharedArticleIds.add(spurq.articleId);
    // Newest first: the first question seen for a highlight is its newest.
    if (spurq.highlightId && spurq.question?.trim() && !questions.has(spurq.highlightId)) {
      questions.set(spurq.highlightId, { question: spurq.question.trim(), senderId: spurq.senderId });
    }
  }
  const shared = await highlightsOnArticles([...sharedArticleIds], HIGHLIGHTS_PER_SOURCE);
  const highlights = new Map<string, HighlightDoc>();
  const candidates: Candidate[] = [];
  for (const highlight of [...own, ...shared]) {
    if (highlights.has(highlight.id)) continue;
    highlights.set(highlight.id, highlight);
    candidates.push(toCandidate(highlight));
  }
  return { candidates, highlights, questions };
}

export interface PassageState {
  /** Undefined when it was deleted (or not asked for). */
  highlight: HighlightDoc | undefined;
  article: ArticleDoc | undefined;
  /** Whether the user reads the article as someone other than its owner, with a grant that holds. */
  isReader: boolean;
}

/**
 * A passage's article, when the user may read it (theirs, or shared with them by a friend whose
 * grant holds), plus the highlight itself when `highlightId` is given: 1 to 4 document reads.
 */
export async function passageState(
  uid: string,
  passage: { articleId: string; ownerId: string; highlightId?: string },
): Promise<PassageState> {
  const own = passage.ownerId === uid;
  const [article, highlight] = await Promise.all([
    own
      ? getArticleAndReader(passage.articleId, null).then((found) => found.article)
      : articleIfReadable(uid, passage.articleId),
    passage.highlightId ? getHighlight(passage.highlightId) : undefined,
  ]);
  return { article, isReader: !own && article !== undefined, highlight };
}

/** A fresh question id: the day, then a random part (the day locates the document; the rest is unguessable). */
export const newQuestionId = (day: string) => `${day}-${dayQuestions("_").doc().id}`;

/**
 * Stores the day's question unless another request stored one first; returns the one kept, so two
 * concurrent first requests agree. `replacing` is the id of a question that went stale (its
 * passage deleted or no longer readable): it is replaced only if it is still the stored one.
 */
export function keepDayQuestion(
  uid: string,
  doc: Omit<DailyQuestionDoc, "createdAt">,
  replacing?: string,
): Promise<DailyQuestionDoc> {
  const ref = dayQuestionRef(uid, doc.day);
  return runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (current && current.questionId !== replacing) return current;
    const stored: DailyQuestionDoc = { ...doc, createdAt: Timestamp.fromDate(now()) };
    tx.set(ref, stored);
    return stored;
  });
}

/** The caller's question of `day` and whether `questionId` was dismissed, in one batched read. */
export async function questionAndDismissal(uid: string, day: string, questionId: string) {
  const [question, dismissal] = await db().getAll(dayQuestionRef(uid, day), dismissalRef(uid, questionId));
  return {
    question: question?.data() as DailyQuestionDoc | undefined,
    dismissed: dismissal?.exists ?? false,
  };
}

/** Records a dismissal; a second one (a double click, two tabs) keeps the first. */
export async function dismiss(uid: string, questionId: string, day: string): Promise<void> {
  try {
    await dismissalRef(uid, questionId).create({ questionId, day, dismissedAt: Timestamp.fromDate(now()) });
  } catch (error) {
    if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
  }
}
