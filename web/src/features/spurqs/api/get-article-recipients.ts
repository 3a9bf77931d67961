// GET /api/articles/{id}/recipients: whom the caller may ask about an article. Its owner may ask
// any friend; a reader only friends who already read it (only the owner widens the circle).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ArticleRecipients } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { articleUrl } from "@/lib/article-urls";

export const articleRecipientsUrl = (id: string) => `${articleUrl(id)}/recipients`;

export const articleRecipientsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [articleRecipientsUrl(id)],
    queryFn: () => apiRequest<ArticleRecipients>("GET", articleRecipientsUrl(id)),
  });

export function useArticleRecipients(articleId: string | undefined, { enabled = true } = {}) {
  return useQuery({
    ...articleRecipientsQueryOptions(articleId ?? ""),
    enabled: enabled && Boolean(articleId),
  });
}
