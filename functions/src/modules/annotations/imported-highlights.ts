// Highlights another service's export brings (library imports), written in the import's
// transaction with the reader's notes on them as their comments. Like the article they are on,
// they earn no points and tell no one: the reading was done elsewhere. Each keeps the words the
// source had; one whose words are not in the article's current text is kept, `orphaned`, and the
// reading screen lists it as not found in the text, as it does a highlight an edit displaced.
import { Timestamp, type Transaction } from "firebase-admin/firestore";
import { COMMENT_TEXT_MAX, HIGHLIGHT_TEXT_MAX, type TextSelector } from "../../shared";
import { highlightTokens } from "./highlights.service";
import { commentTokens } from "./comments.service";
import * as repo from "./annotations.repository";
import type { CommentDoc, HighlightDoc } from "./annotations.repository";

export interface ImportedHighlight {
  /** Where it stands in the article's text, or null when its words are not there. */
  selector: TextSelector | null;
  /** The source's words, kept as they were when not found. */
  quote: string;
  color: string;
  note: string | null;
  createdAt: Date;
}

/** The highlights written and the notes among them, for the article's counters. */
export interface ImportedCounts {
  highlights: number;
  comments: number;
}

/** Writes each highlight (and its note as the reader's comment) in `tx`: two writes at most each. */
export function writeImportedHighlights(
  tx: Transaction,
  article: { id: string; userId: string; title: string },
  highlights: ImportedHighlight[],
): ImportedCounts {
  let comments = 0;
  for (const highlight of highlights) {
    const ref = repo.newHighlightRef();
    const createdAt = Timestamp.fromDate(highlight.createdAt);
    const text = (highlight.selector?.text ?? highlight.quote).slice(0, HIGHLIGHT_TEXT_MAX);
    const doc: HighlightDoc = {
      articleId: article.id,
      articleOwnerId: article.userId,
      articleTitle: article.title,
      userId: article.userId,
      text,
      textTokens: highlightTokens(text),
      startOffset: highlight.selector?.startOffset ?? 0,
      endOffset: highlight.selector?.endOffset ?? 0,
      prefix: highlight.selector?.prefix ?? "",
      suffix: highlight.selector?.suffix ?? "",
      color: highlight.color,
      orphaned: highlight.selector === null,
      createdAt,
      points: 0,
    };
    tx.create(ref, doc);
    const note = noteText(highlight.note);
    if (!note) continue;
    const comment: CommentDoc = {
      articleId: article.id,
      articleOwnerId: article.userId,
      highlightId: ref.id,
      userId: article.userId,
      text: note,
      textTokens: commentTokens(note),
      createdAt,
      updatedAt: createdAt,
      points: 0,
    };
    tx.create(repo.newCommentRef(), comment);
    comments += 1;
  }
  return { highlights: highlights.length, comments };
}

/** A note as a comment keeps it: its lines, without control characters, within a comment's length. */
function noteText(note: string | null): string {
  if (!note) return "";
  const lines = note.replace(/\r\n?/g, "\n").replace(/[^\P{Cc}\n\t]/gu, "");
  return lines.trim().slice(0, COMMENT_TEXT_MAX);
}

/** Highlights one article's merge reads at most to know which of a file's are there already. */
const OWN_HIGHLIGHTS_READ_MAX = 2_000;

/**
 * The words of `uid`'s highlights on an article, with whitespace and case evened out: an import
 * adds to an article it finds only the highlights that are not there yet, so a file imported
 * twice, or two services' files with the same article, add each highlight once.
 */
export async function ownHighlightWords(uid: string, articleId: string): Promise<Set<string>> {
  const all = await repo.highlightsOfArticle(articleId, OWN_HIGHLIGHTS_READ_MAX);
  return new Set(all.filter((h) => h.userId === uid).map((h) => highlightWords(h.text)));
}

/** A highlight's words compared across sources: whitespace and letter case do not count. */
export const highlightWords = (text: string) => text.replace(/\s+/g, "").toLowerCase();
