// How checked tags filter My Articles: an article must have ALL of them (each checked tag
// narrows the list, like the folder and the search). The server filters by one tag per request,
// so it gets the first checked tag and the rest are applied to each page here.
import type { ArticleSummary } from "@shared";

/** The tag the server filters by. */
export function serverTagId(selected: string[]): string | null {
  return selected[0] ?? null;
}

/** Whether an article has every checked tag. */
export function hasAllTags(article: Pick<ArticleSummary, "tagIds">, selected: string[]): boolean {
  return selected.every((tagId) => article.tagIds.includes(tagId));
}
