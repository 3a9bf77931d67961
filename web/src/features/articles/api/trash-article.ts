// DELETE /api/articles/{id}: move an article to the trash.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { articleUrl, refreshArticles } from "./keys";

/** Moves an article to the trash. */
export function trashArticle(id: string): Promise<void> {
  return apiRequest<void>("DELETE", articleUrl(id));
}

export function useTrashArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: trashArticle,
    onSuccess: (_data, id) => refreshArticles(queryClient, id),
  });
}
