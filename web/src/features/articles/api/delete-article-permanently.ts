// DELETE /api/articles/{id}/permanent: delete a trashed article for good (409 if not in the trash).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { CHANGES_PROGRESS } from "@/lib/progress-refresh";
import { articleUrl, refreshArticles } from "./keys";

/** Deletes a trashed article and its annotations for good. */
export function deleteArticlePermanently(id: string): Promise<void> {
  return apiRequest<void>("DELETE", `${articleUrl(id)}/permanent`);
}

export function useDeleteArticlePermanently() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: CHANGES_PROGRESS,
    mutationFn: deleteArticlePermanently,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: [articleUrl(id)] });
      return refreshArticles(queryClient);
    },
  });
}
