// DELETE /api/comments/{id}: one's own comment; 204.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { CHANGES_PROGRESS } from "@/lib/progress-refresh";
import { refreshLists, updateArticle } from "./article-cache";

export function deleteComment(id: string): Promise<void> {
  return apiRequest<void>("DELETE", `/api/comments/${encodeURIComponent(id)}`);
}

export function useDeleteComment(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: CHANGES_PROGRESS,
    mutationFn: deleteComment,
    onSuccess: (_nothing, id) => {
      updateArticle(queryClient, articleId, (article) => ({
        ...article,
        commentCount: Math.max(0, article.commentCount - 1),
        comments: article.comments.filter((c) => c.id !== id),
      }));
      void refreshLists(queryClient);
    },
  });
}
