// The dropdown's rows: titles cut at 40 characters, highlight text at 50, the
// highlight's article title (the box shows 'From: ' and it, or 'Unknown Article'), and where
// picking each row goes. A match in a body, comment, question or reply shows the words around it
// (the server cuts them at words), with the word found marked.
import type { SearchResult, SearchSnippet } from "@shared";
import { paths } from "@/config/paths";

export const TITLE_CUT = 40;
export const HIGHLIGHT_CUT = 50;

export function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** A snippet in three parts, the middle one the word found. */
export interface SnippetParts {
  before: string;
  match: string;
  after: string;
}

export function snippetParts(snippet: SearchSnippet): SnippetParts {
  const { text, start, length } = snippet;
  return {
    before: text.slice(0, start),
    match: text.slice(start, start + length),
    after: text.slice(start + length),
  };
}

export type SearchRow =
  | {
      kind: "article";
      key: string;
      to: string;
      title: string;
      createdAt: string;
      /** The words around a match in the body (none for a title match). */
      snippet: SnippetParts | null;
    }
  | { kind: "highlight"; key: string; to: string; text: string; articleTitle: string | null; author: string }
  | {
      kind: "comment";
      key: string;
      to: string;
      snippet: SnippetParts;
      articleTitle: string | null;
      author: string;
    }
  | {
      kind: "spurq";
      key: string;
      to: string;
      snippet: SnippetParts;
      articleTitle: string;
      where: "question" | "reply";
      author: string;
    }
  | { kind: "user"; key: string; to: string; username: string; avatar: string | null };

export function searchRows(result: SearchResult | undefined): SearchRow[] {
  if (!result) return [];
  return [
    ...result.articles.map((a) => ({
      kind: "article" as const,
      key: `article-${a.id}`,
      to: paths.article.to(a.id),
      title: cut(a.title, TITLE_CUT),
      createdAt: a.createdAt,
      snippet: a.snippet ? snippetParts(a.snippet) : null,
    })),
    ...result.highlights.map((h) => ({
      kind: "highlight" as const,
      key: `highlight-${h.id}`,
      to: paths.article.to(h.articleId, { highlight: h.id }),
      text: cut(h.text, HIGHLIGHT_CUT),
      articleTitle: h.articleTitle || null,
      author: h.user.username,
    })),
    ...(result.comments ?? []).map((c) => ({
      kind: "comment" as const,
      key: `comment-${c.id}`,
      to: paths.article.to(c.articleId, { highlight: c.highlightId }),
      snippet: snippetParts(c.snippet),
      articleTitle: c.articleTitle || null,
      author: c.user.username,
    })),
    ...(result.spurqs ?? []).map((s) => ({
      kind: "spurq" as const,
      key: `spurq-${s.id}`,
      to: paths.article.to(s.articleId, { question: s.id }),
      snippet: snippetParts(s.snippet),
      articleTitle: s.articleTitle,
      where: s.where,
      author: s.user.username,
    })),
    ...result.users.map((u) => ({
      kind: "user" as const,
      key: `user-${u.id}`,
      to: paths.user.to(u.id),
      username: u.username,
      avatar: u.avatar,
    })),
  ];
}
