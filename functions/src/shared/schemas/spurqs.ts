// Spurqs: a question about an article or one of its highlights, sent to a friend, with its own
// reply thread; and the articles two friends exchanged through spurqs.
import { z } from "zod";
import type { ArticleUser } from "./articles";

import {
  SPURQ_NEEDS_QUESTION_OR_HIGHLIGHT,
  SPURQ_QUESTION_MAX,
  SPURQ_REPLY_EMPTY,
  SPURQ_REPLY_MAX,
} from "./spurq-constants";

export * from "./spurq-constants";

const id = z.string().min(1).max(128);

/** POST /api/spurqs. A blank question counts as none; a spurq needs a question or a highlight. */
export const createSpurqBodySchema = z
  .strictObject({
    recipientId: z.string({ error: "Choose a friend to ask." }).min(1, "Choose a friend to ask.").max(128),
    articleId: z.string({ error: "Choose an article." }).min(1, "Choose an article.").max(128),
    highlightId: id.nullish().transform((value) => value ?? null),
    question: z
      .string()
      .trim()
      .max(SPURQ_QUESTION_MAX, `Questions are at most ${SPURQ_QUESTION_MAX} characters.`)
      .nullish()
      .transform((value) => value || null),
  })
  .refine((body) => body.question !== null || body.highlightId !== null, {
    message: SPURQ_NEEDS_QUESTION_OR_HIGHLIGHT,
    path: ["question"],
  });
export type CreateSpurqBody = z.input<typeof createSpurqBodySchema>;

/** POST /api/spurqs/{id}/replies. */
export const createSpurqReplyBodySchema = z.strictObject({
  text: z
    .string({ error: SPURQ_REPLY_EMPTY })
    .trim()
    .min(1, SPURQ_REPLY_EMPTY)
    .max(SPURQ_REPLY_MAX, `Replies are at most ${SPURQ_REPLY_MAX} characters.`),
});

/** Lists of spurqs, replies and exchanged articles: `?cursor=` from the previous page. */
export const spurqPageQuerySchema = z.strictObject({ cursor: z.string().max(500).optional() });

export const friendArticlesParamsSchema = z.object({ friendUid: id });

// ---- Responses ----

/** A spurq as an incoming card shows it (docs/product-spec.md §3). Dates are ISO strings. */
export interface Spurq {
  id: string;
  question: string | null;
  articleId: string;
  highlightId: string | null;
  senderId: string;
  recipientId: string;
  createdAt: string;
  isRead: boolean;
  isNew: boolean;
  sender: ArticleUser;
  article: { id: string; title: string };
  /** The passage as it was when asked, in its highlight's colour. */
  highlight: { text: string; color: string } | null;
  replyCount: number;
}

/** A sent spurq: also who got it, when they first opened it, and how many replies it has. */
export interface SentSpurq extends Spurq {
  recipient: ArticleUser;
  seenAt: string | null;
}

export interface SpurqReply {
  id: string;
  spurqId: string;
  text: string;
  userId: string;
  user: ArticleUser;
  createdAt: string;
}

/** A spurq with its sender's and recipient's cards: what the reading screen's question banner shows. */
export type SpurqDetail = SentSpurq;

/** GET /api/spurqs/unread-count: the badge's number, for when the live listener fails. */
export interface UnreadSpurqCount {
  count: number;
}

/** An article in the Friends screen's middle panel: a spurq-related card (docs/product-spec.md §2). */
export interface FriendArticle {
  id: string;
  title: string;
  userId: string;
  firstHighlightText: string | null;
  highlightCount: number;
  commentCount: number;
  /** This reader's own last view; null shows the 'New' badge. */
  lastViewed: string | null;
  /** The newest spurq between the two friends about this article. */
  lastSpurqAt: string;
  createdAt: string;
}
