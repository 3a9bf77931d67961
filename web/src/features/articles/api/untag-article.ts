// DELETE /api/articles/{id}/tags/{tagId}: take a tag off an article.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ArticleSummary } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { CHANGES_PROGRESS } from "@/lib/progress-refresh";
import { articleUrl, refreshArticles } from "./keys";

/** Removes a tag from an article. */
export function untagArticle(id: string, tagId: string): Promise<ArticleSummary> {
  return apiRequest<ArticleSummary>("DELETE", `${articleUrl(id)}/tags/${encodeURIComponent(tagId)}`);
}

export function useUntagArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: CHANGES_PROGRESS,
    mutationFn: ({ id, tagId }: { id: string; tagId: string }) => untagArticle(id, tagId),
    onSuccess: (_data, { id }) => refreshArticles(queryClient, id),
  });
}
