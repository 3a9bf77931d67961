// POST /api/articles/{id}/recover: bring an article back from the trash.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ArticleSummary } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { articleUrl, refreshArticles } from "./keys";

/** Recovers a trashed article. */
export function recoverArticle(id: string): Promise<ArticleSummary> {
  return apiRequest<ArticleSummary>("POST", `${articleUrl(id)}/recover`);
}

export function useRecoverArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recoverArticle,
    onSuccess: (_data, id) => refreshArticles(queryClient, id),
  });
}
