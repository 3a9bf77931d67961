// POST /api/comments: a comment on a highlight; 201 with the stored comment (text trimmed).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Comment } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { CHANGES_PROGRESS } from "@/lib/progress-refresh";
import { refreshLists, updateArticle } from "./article-cache";

export function createComment(highlightId: string, text: string): Promise<Comment> {
  return apiRequest<Comment>("POST", "/api/comments", { highlightId, text });
}

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: CHANGES_PROGRESS,
    mutationFn: ({ highlightId, text }: { highlightId: string; text: string }) =>
      createComment(highlightId, text),
    onSuccess: (comment) => {
      updateArticle(queryClient, comment.articleId, (article) => ({
        ...article,
        commentCount: article.commentCount + 1,
        comments: [...article.comments.filter((c) => c.id !== comment.id), comment],
      }));
      void refreshLists(queryClient);
    },
  });
}
