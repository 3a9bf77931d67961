// Query keys and cache refresh for articles, folders and tags. Every key starts with the URL
// (the query client fetches a key's first element as its URL), so one prefix refreshes a whole list.
import type { QueryClient } from "@tanstack/react-query";
import { MY_ARTICLES_URL, RECENT_ARTICLES_URL, articleUrl } from "@/lib/article-urls";

export { MY_ARTICLES_URL, RECENT_ARTICLES_URL, articleUrl };
export const FOLDERS_URL = "/api/folders";
export const TAGS_URL = "/api/tags";

/** After an article changes: both lists and, when known, the article itself. */
export function refreshArticles(queryClient: QueryClient, id?: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [MY_ARTICLES_URL] }),
    queryClient.invalidateQueries({ queryKey: [RECENT_ARTICLES_URL] }),
    id ? queryClient.invalidateQueries({ queryKey: [articleUrl(id)] }) : null,
  ]);
}
