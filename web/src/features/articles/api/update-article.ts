// PATCH /api/articles/{id}: edit title, author, source and content (the reference client's dead
// 'Edit article', made to work).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ArticleSummary, UpdateArticleBody } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { articleUrl, refreshArticles } from "./keys";

/** Saves the changed fields of an article. */
export function updateArticle(id: string, body: UpdateArticleBody): Promise<ArticleSummary> {
  return apiRequest<ArticleSummary>("PATCH", articleUrl(id), body);
}

export function useUpdateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateArticleBody }) => updateArticle(id, body),
    onSuccess: (_data, { id }) => refreshArticles(queryClient, id),
  });
}
