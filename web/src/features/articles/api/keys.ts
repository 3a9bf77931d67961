// Query keys and cache refresh for articles, folders and tags. Every key starts with the URL
// (spec 7: the first element of a query key is the URL), so one prefix refreshes a whole list.
import type { QueryClient } from "@tanstack/react-query";

export const RECENT_ARTICLES_URL = "/api/articles/recent";
export const MY_ARTICLES_URL = "/api/articles/my";
export const FOLDERS_URL = "/api/folders";
export const TAGS_URL = "/api/tags";

/** The URL of one article (also its query key). */
export const articleUrl = (id: string) => `/api/articles/${encodeURIComponent(id)}`;

/** After an article changes: both lists and, when known, the article itself. */
export function refreshArticles(queryClient: QueryClient, id?: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [MY_ARTICLES_URL] }),
    queryClient.invalidateQueries({ queryKey: [RECENT_ARTICLES_URL] }),
    id ? queryClient.invalidateQueries({ queryKey: [articleUrl(id)] }) : null,
  ]);
}
