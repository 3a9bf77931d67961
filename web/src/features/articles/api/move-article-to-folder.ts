// PATCH /api/articles/{id}/folder: put an article in a folder, or in none (null).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ArticleSummary } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { articleUrl, refreshArticles } from "./keys";

/** Moves an article to `folderId`, or out of its folder when null. */
export function moveArticleToFolder(id: string, folderId: string | null): Promise<ArticleSummary> {
  return apiRequest<ArticleSummary>("PATCH", `${articleUrl(id)}/folder`, { folderId });
}

export function useMoveArticleToFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, folderId }: { id: string; folderId: string | null }) =>
      moveArticleToFolder(id, folderId),
    onSuccess: (_data, { id }) => refreshArticles(queryClient, id),
  });
}
