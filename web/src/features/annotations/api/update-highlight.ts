// PATCH /api/highlights/{id}: change the colour of one's own highlight.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Highlight } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { updateArticle } from "./article-cache";

export function updateHighlight(id: string, color: string): Promise<Highlight> {
  return apiRequest<Highlight>("PATCH", `/api/highlights/${encodeURIComponent(id)}`, { color });
}

export function useUpdateHighlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, color }: { id: string; color: string }) => updateHighlight(id, color),
    onSuccess: (highlight) =>
      updateArticle(queryClient, highlight.articleId, (article) => ({
        ...article,
        highlights: article.highlights.map((h) => (h.id === highlight.id ? highlight : h)),
      })),
  });
}
