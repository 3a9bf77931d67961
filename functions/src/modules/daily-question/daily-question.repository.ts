// Firestore access for the question of the day:
//   users/{uid}/dailyQuestions/{YYYY-MM-DD}    the day's question (DailyQuestionDoc), chosen on the
//                                              user's first request of that day (their time zone)
//                                              and kept; it carries the last 30 days' passages, so
//                                              the next day's choice reads one document for them
//   users/{uid}/dismissedQuestions/{questionId}  { questionId, day, dismissedAt }
// Candidates come from three bounded queries: highlights on the user's own articles, the user's
// newest incoming spurqs (which name the articles shared with them, and friends' questions), and
// highlights on those shared articles.
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import { DEFAULT_TIME_ZONE } from "../../shared";
import { db } from "../../lib/firebase";
import { now } from "../../lib/clock";
import {
  ARTICLES,
  HIGHLIGHTS,
  buildQuery,
  readerRef,
  type ArticleDoc,
} from "../articles/articles.repository";
import type { QuerySpec } from "../articles/articles.queries";
import type { HighlightDoc } from "../annotations/annotations.repository";
import { friendLinks } from "../friends/friends.repository";
import { SPURQS, type SpurqDoc } from "../spurqs/spurqs.repository";
import { progressRef } from "../progress/ledger";
import { USERS } from "../users/users.repository";
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

const dayQuestions = (uid: string) => db().collection(USERS).doc(uid).collection(DAILY_QUESTIONS);
const dayQuestionRef = (uid: string, day: string) =>
  dayQuestions(uid).doc(day) as DocumentReference<DailyQuestionDoc>;
const dismissalRef = (uid: string, questionId: string) =>
  db()
    .collection(USERS)
    .doc(uid)
    .collection(DISMISSED_QUESTIONS)
    .doc(questionId) as DocumentReference<DismissalDoc>;
const highlightRef = (id: string) => db().collection(HIGHLIGHTS).doc(id) as DocumentReference<HighlightDoc>;
const articleRef = (id: string) => db().collection(ARTICLES).doc(id) as DocumentReference<ArticleDoc>;

/** Highlights on the user's own articles (theirs and their readers'), newest first. */
const ownArticleHighlightsSpec = (uid: string): QuerySpec => ({
  equals: [["articleOwnerId", uid]],
  orderBy: ["createdAt", "desc"],
  inMemory: {},
});
/** Highlights on a set of articles (an `in` filter uses the equality's index), newest first. */
const articlesHighlightsSpec: QuerySpec = {
  equals: [["articleId", ""]],
  orderBy: ["createdAt", "desc"],
  inMemory: {},
};
const incomingSpurqsSpec = (uid: string): QuerySpec => ({
  equals: [["recipientId", uid]],
  orderBy: ["createdAt", "desc"],
  inMemory: {},
});

/** The queries the choice makes, as specs so the index test checks them. */
export const DAILY_QUESTION_QUERIES: Array<[string, QuerySpec]> = [
  [HIGHLIGHTS, ownArticleHighlightsSpec("")],
  [HIGHLIGHTS, articlesHighlightsSpec],
  [SPURQS, incomingSpurqsSpec("")],
];

/** The user's time zone as the ledger keeps it (UTC until the web app has sent one). */
export async function userTimeZone(uid: string): Promise<string> {
  const snap = await progressRef(uid).get();
  return (snap.get("timeZone") as string | undefined) ?? DEFAULT_TIME_ZONE;
}

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

const toCandidate = (doc: QueryDocumentSnapshot): Candidate => ({
  highlightId: doc.id,
  articleId: String(doc.get("articleId")),
  authorId: String(doc.get("userId")),
});

/**
 * The passages the user may read, bounded: the newest highlights on their own articles, and on the
 * articles their newest incoming spurqs were about. At most 50 + 30 + 50 documents.
 */
export async function candidatePool(uid: string): Promise<CandidatePool> {
  const [own, incoming] = await Promise.all([
    buildQuery(ownArticleHighlightsSpec(uid), db().collection(HIGHLIGHTS)).limit(HIGHLIGHTS_PER_SOURCE).get(),
    buildQuery(incomingSpurqsSpec(uid), db().collection(SPURQS)).limit(INCOMING_SPURQS).get(),
  ]);
  const questions = new Map<string, { question: string; senderId: string }>();
  const sharedArticleIds = new Set<string>();
  for (const doc of incoming.docs) {
    const spurq = doc.data() as SpurqDoc;
    if (sharedArticleIds.size < SHARED_ARTICLES_MAX) sharedArticleIds.add(spurq.articleId);
    // Newest first: the first question seen for a highlight is its newest.
    if (spurq.highlightId && spurq.question?.trim() && !questions.has(spurq.highlightId)) {
      questions.set(spurq.highlightId, { question: spurq.question.trim(), senderId: spurq.senderId });
    }
  }
  const shared = sharedArticleIds.size
    ? await db()
        .collection(HIGHLIGHTS)
        .where("articleId", "in", [...sharedArticleIds])
        .orderBy("createdAt", "desc")
        .limit(HIGHLIGHTS_PER_SOURCE)
        .get()
    : { docs: [] as QueryDocumentSnapshot[] };
  const highlights = new Map<string, HighlightDoc>();
  const candidates: Candidate[] = [];
  for (const doc of [...own.docs, ...shared.docs]) {
    if (highlights.has(doc.id)) continue;
    highlights.set(doc.id, doc.data() as HighlightDoc);
    candidates.push(toCandidate(doc));
  }
  return { candidates, highlights, questions };
}

/** Which of `ids` are the user's friends now (one batched read of their links). */
export async function friendsAmong(uid: string, ids: Iterable<string>): Promise<Set<string>> {
  const unique = [...new Set(ids)].filter((id) => id !== uid);
  if (!unique.length) return new Set();
  const snaps = await db().getAll(...unique.map((id) => friendLinks(uid).doc(id)));
  return new Set(snaps.filter((snap) => snap.exists).map((snap) => snap.id));
}

export interface PassageState {
  /** Undefined when it was deleted (or not asked for). */
  highlight: HighlightDoc | undefined;
  article: ArticleDoc | undefined;
  /** Whether the user is a reader of the article other than its owner (read only when not the owner). */
  isReader: boolean;
}

/**
 * A passage's article and the user's reader document (when `ownerId` is someone else), plus the
 * highlight itself when `highlightId` is given, in one batched read of 1 to 3 documents.
 */
export async function passageState(
  uid: string,
  passage: { articleId: string; ownerId: string; highlightId?: string },
): Promise<PassageState> {
  const refs: DocumentReference[] = [articleRef(passage.articleId)];
  const readerAt = passage.ownerId !== uid ? refs.push(readerRef(passage.articleId, uid)) - 1 : -1;
  const highlightAt = passage.highlightId ? refs.push(highlightRef(passage.highlightId)) - 1 : -1;
  const snaps: DocumentSnapshot[] = await db().getAll(...refs);
  return {
    article: snaps[0]?.data() as ArticleDoc | undefined,
    isReader: readerAt >= 0 && (snaps[readerAt]?.exists ?? false),
    highlight: highlightAt >= 0 ? (snaps[highlightAt]?.data() as HighlightDoc | undefined) : undefined,
  };
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
  return db().runTransaction(async (tx) => {
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
