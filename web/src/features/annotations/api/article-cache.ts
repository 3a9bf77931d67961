// The article query's cache, which every annotation call updates with what the server returned
// (the server is the truth; no refetch needed). The key is the article's URL.
import type { QueryClient } from "@tanstack/react-query";
import type { Article } from "@shared";
import { MY_ARTICLES_URL, RECENT_ARTICLES_URL, articleUrl } from "@/lib/article-urls";

export const articleKey = (articleId: string) => [articleUrl(articleId)];

export function updateArticle(
  queryClient: QueryClient,
  articleId: string,
  change: (article: Article) => Article,
): void {
  queryClient.setQueryData<Article>(articleKey(articleId), (article) =>
    article ? change(article) : article,
  );
}

/** Lists and counts elsewhere (home, My Articles) show highlight and comment counts. */
export function refreshLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [RECENT_ARTICLES_URL] }),
    queryClient.invalidateQueries({ queryKey: [MY_ARTICLES_URL] }),
  ]);
}
