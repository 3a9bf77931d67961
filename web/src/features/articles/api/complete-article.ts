// POST /api/articles/complete: the completion form after a partial import.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CompleteArticleBody, CreatedArticle } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { CHANGES_PROGRESS } from "@/lib/progress-refresh";
import { refreshArticles } from "./keys";

export const COMPLETE_ARTICLE_URL = "/api/articles/complete";

/** Saves an import's draft once the user has filled in what was missing. */
export function completeArticle(body: CompleteArticleBody): Promise<CreatedArticle> {
  return apiRequest<CreatedArticle>("POST", COMPLETE_ARTICLE_URL, body);
}

export function useCompleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: CHANGES_PROGRESS,
    mutationFn: completeArticle,
    onSuccess: () => refreshArticles(queryClient),
  });
}
