// The dropdown's rows: titles cut at 40 characters, highlight text at 50, the
// highlight's article title (the box shows 'From: ' and it, or 'Unknown Article'), and where
// picking each row goes.
import type { SearchResult } from "@shared";
import { paths } from "@/config/paths";

export const TITLE_CUT = 40;
export const HIGHLIGHT_CUT = 50;

export function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

export type SearchRow =
  | { kind: "article"; key: string; to: string; title: string; createdAt: string }
  | { kind: "highlight"; key: string; to: string; text: string; articleTitle: string | null }
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
    })),
    ...result.highlights.map((h) => ({
      kind: "highlight" as const,
      key: `highlight-${h.id}`,
      to: paths.article.to(h.articleId, { highlight: h.id }),
      text: cut(h.text, HIGHLIGHT_CUT),
      articleTitle: h.articleTitle || null,
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
