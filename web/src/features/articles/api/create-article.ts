// POST /api/articles: an article typed in by hand.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateArticleBody, CreatedArticle } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { CHANGES_PROGRESS } from "@/lib/progress-refresh";
import { refreshArticles } from "./keys";

export const CREATE_ARTICLE_URL = "/api/articles";

/** Creates an article; the server answers with its id. */
export function createArticle(body: CreateArticleBody): Promise<CreatedArticle> {
  return apiRequest<CreatedArticle>("POST", CREATE_ARTICLE_URL, body);
}

export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: CHANGES_PROGRESS,
    mutationFn: createArticle,
    onSuccess: () => refreshArticles(queryClient),
  });
}
