// PATCH /api/comments/{id}: edit one's own comment.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Comment } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { updateArticle } from "./article-cache";

export function updateComment(id: string, text: string): Promise<Comment> {
  return apiRequest<Comment>("PATCH", `/api/comments/${encodeURIComponent(id)}`, { text });
}

export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => updateComment(id, text),
    onSuccess: (comment) =>
      updateArticle(queryClient, comment.articleId, (article) => ({
        ...article,
        comments: article.comments.map((c) => (c.id === comment.id ? comment : c)),
      })),
  });
}
