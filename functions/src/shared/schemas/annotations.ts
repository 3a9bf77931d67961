// Highlights and comments, search and sharing by SMS: request bodies and response shapes.
import { z } from "zod";
import {
  DEFAULT_HIGHLIGHT_COLOR,
  HIGHLIGHT_COLORS,
  HIGHLIGHT_CONTEXT_LENGTH,
  HIGHLIGHT_TEXT_MAX,
} from "./highlight-constants";
import {
  COMMENT_EMPTY,
  COMMENT_TEXT_MAX,
  E164_PATTERN,
  SMS_CUSTOM_MESSAGE_MAX,
} from "./annotation-constants";

export * from "./annotation-constants";

export { DEFAULT_HIGHLIGHT_COLOR, HIGHLIGHT_COLORS, HIGHLIGHT_CONTEXT_LENGTH, HIGHLIGHT_TEXT_MAX };
const COLOR_VALUES = HIGHLIGHT_COLORS.map((c) => c.value) as [string, ...string[]];

/** A highlight colour, accepted in any letter case and stored as the list above writes it. */
export const highlightColorSchema = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(COLOR_VALUES, { error: "Choose one of the eight highlight colours." }));

/**
 * POST /api/highlights. Offsets count characters of the article's text (defined at the top of
 * ../anchoring), `text` is the exact quote, prefix and suffix the context around it.
 */
export const createHighlightBodySchema = z
  .strictObject({
    articleId: z.string().min(1).max(128),
    text: z
      .string()
      .min(1)
      .max(HIGHLIGHT_TEXT_MAX)
      .refine((t) => t.trim().length > 0, "Select some text to highlight."),
    startOffset: z.number().int().min(0),
    endOffset: z.number().int().min(1),
    prefix: z
      .string()
      .max(HIGHLIGHT_CONTEXT_LENGTH * 4)
      .default(""),
    suffix: z
      .string()
      .max(HIGHLIGHT_CONTEXT_LENGTH * 4)
      .default(""),
    color: highlightColorSchema.default(DEFAULT_HIGHLIGHT_COLOR),
  })
  .refine((h) => h.endOffset > h.startOffset, {
    message: "endOffset must be after startOffset.",
    path: ["endOffset"],
  })
  .refine((h) => h.endOffset - h.startOffset === h.text.length, {
    message: "The offsets must span the highlighted text exactly.",
    path: ["endOffset"],
  });
export type CreateHighlightBody = z.input<typeof createHighlightBodySchema>;

/** PATCH /api/highlights/{id}: change the colour of one's own highlight. */
export const updateHighlightBodySchema = z.strictObject({ color: highlightColorSchema });

const commentText = z
  .string({ error: COMMENT_EMPTY })
  .trim()
  .min(1, COMMENT_EMPTY)
  .max(COMMENT_TEXT_MAX, `Comments are at most ${COMMENT_TEXT_MAX} characters.`);

/** POST /api/comments. The reference client sends `userId` (a hard-coded 1): accepted, ignored. */
export const createCommentBodySchema = z.strictObject({
  highlightId: z.string().min(1).max(128),
  text: commentText,
  userId: z.unknown().optional(),
});

/** PATCH /api/comments/{id}: edit one's own comment. */
export const updateCommentBodySchema = z.strictObject({ text: commentText });

// ---- Search ----

export const SEARCH_RESULTS_PER_GROUP = 8;
export const searchQuerySchema = z.strictObject({
  q: z.string().trim().min(1, "Type something to search for.").max(100),
});

/** The words around a match: `text` (cut at words, "…" where cut) with the word found at `start`, `length`. */
export interface SearchSnippet {
  text: string;
  start: number;
  length: number;
}

/** Who wrote the words found (a highlight's, comment's, question's or reply's author). */
export interface SearchAuthor {
  id: string;
  username: string;
}

/**
 * GET /api/search: each group at most SEARCH_RESULTS_PER_GROUP. Articles are the caller's own
 * found by title, then any they may read found in the body (with the words around the match);
 * highlights and comments are anyone's on articles the caller may read; spurqs are the threads
 * they sent or received, found in the question or a reply.
 */
export interface SearchResult {
  articles: Array<{
    id: string;
    title: string;
    createdAt: string;
    where: "title" | "body";
    /** The words around the match in the body (null for a title match). */
    snippet: SearchSnippet | null;
  }>;
  highlights: Array<{
    id: string;
    articleId: string;
    text: string;
    articleTitle: string | null;
    snippet: SearchSnippet | null;
    user: SearchAuthor;
  }>;
  comments: Array<{
    id: string;
    articleId: string;
    highlightId: string;
    articleTitle: string | null;
    snippet: SearchSnippet;
    user: SearchAuthor;
  }>;
  spurqs: Array<{
    id: string;
    articleId: string;
    articleTitle: string;
    where: "question" | "reply";
    snippet: SearchSnippet;
    user: SearchAuthor;
  }>;
  users: Array<{ id: string; username: string; avatar: string | null }>;
}

// ---- SMS ----

/** E.164, as the reference client checks it: +, a digit 1-9, then 1 to 14 more digits. */
export const phoneNumberSchema = z
  .string({ error: "Please enter a valid phone number" })
  .trim()
  .regex(E164_PATTERN, "Please use international format with country code (e.g., +12025551234)");

export const smsConsentQuerySchema = z.strictObject({
  phoneNumber: phoneNumberSchema,
  userId: z.unknown().optional(),
});
export const smsConsentBodySchema = z.strictObject({
  phoneNumber: phoneNumberSchema,
  hasConsent: z.boolean(),
  consentSource: z.string().trim().min(1).max(50).default("sharing_dialog"),
  userId: z.unknown().optional(),
});

const smsShareBase = {
  recipientPhone: phoneNumberSchema,
  customMessage: z
    .string()
    .trim()
    .max(SMS_CUSTOM_MESSAGE_MAX, `Messages are at most ${SMS_CUSTOM_MESSAGE_MAX} characters.`)
    .optional()
    .transform((value) => value || undefined),
  userId: z.unknown().optional(),
};
export const shareArticleSmsBodySchema = z.strictObject({
  articleId: z.string().min(1).max(128),
  ...smsShareBase,
});
export const shareHighlightSmsBodySchema = z.strictObject({
  highlightId: z.string().min(1).max(128),
  ...smsShareBase,
});

export interface SmsConsent {
  phoneNumber: string;
  hasConsent: boolean;
  consentSource: string | null;
  /** The recipient opted out: nothing is sent to this number, whatever the consent says. */
  optedOut: boolean;
}

/** The outcome of a share by SMS: Twilio's status, or `simulated` where no Twilio account is set up. */
export interface SmsShareResult {
  id: string;
  status: string;
  simulated: boolean;
  body: string;
}
