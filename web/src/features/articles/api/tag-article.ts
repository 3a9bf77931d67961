// PUT /api/articles/{id}/tags/{tagId}: put a tag on an article.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ArticleSummary } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { CHANGES_PROGRESS } from "@/lib/progress-refresh";
import { articleUrl, refreshArticles } from "./keys";

/** Tags an article (idempotent). */
export function tagArticle(id: string, tagId: string): Promise<ArticleSummary> {
  return apiRequest<ArticleSummary>("PUT", `${articleUrl(id)}/tags/${encodeURIComponent(tagId)}`);
}

export function useTagArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: CHANGES_PROGRESS,
    mutationFn: ({ id, tagId }: { id: string; tagId: string }) => tagArticle(id, tagId),
    onSuccess: (_data, { id }) => refreshArticles(queryClient, id),
  });
}
