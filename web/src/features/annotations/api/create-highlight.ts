// POST /api/highlights: a new highlight on the caller's article; 201 with the stored highlight.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateHighlightBody, Highlight } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { CHANGES_PROGRESS } from "@/lib/progress-refresh";
import { refreshLists, updateArticle } from "./article-cache";

export function createHighlight(body: CreateHighlightBody): Promise<Highlight> {
  return apiRequest<Highlight>("POST", "/api/highlights", body);
}

export function useCreateHighlight() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: CHANGES_PROGRESS,
    mutationFn: createHighlight,
    onSuccess: (highlight) => {
      updateArticle(queryClient, highlight.articleId, (article) => ({
        ...article,
        highlightCount: article.highlightCount + 1,
        highlights: [...article.highlights.filter((h) => h.id !== highlight.id), highlight].sort(
          (a, b) => a.startOffset - b.startOffset,
        ),
      }));
      void refreshLists(queryClient);
    },
  });
}
