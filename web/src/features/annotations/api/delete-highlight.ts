// DELETE /api/highlights/{id}: one's own highlight, and its comments with it; 204.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { CHANGES_PROGRESS } from "@/lib/progress-refresh";
import { refreshLists, updateArticle } from "./article-cache";

export function deleteHighlight(id: string): Promise<void> {
  return apiRequest<void>("DELETE", `/api/highlights/${encodeURIComponent(id)}`);
}

export function useDeleteHighlight(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: CHANGES_PROGRESS,
    mutationFn: deleteHighlight,
    onSuccess: (_nothing, id) => {
      updateArticle(queryClient, articleId, (article) => {
        const gone = article.comments.filter((c) => c.highlightId === id).length;
        return {
          ...article,
          highlightCount: Math.max(0, article.highlightCount - 1),
          commentCount: Math.max(0, article.commentCount - gone),
          highlights: article.highlights.filter((h) => h.id !== id),
          comments: article.comments.filter((c) => c.highlightId !== id),
        };
      });
      void refreshLists(queryClient);
    },
  });
}
