// DELETE /api/tags/{id}: the tag leaves every article, so the lists refresh too.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { CHANGES_PROGRESS } from "@/lib/progress-refresh";
import { refreshArticles, TAGS_URL } from "./keys";

/** Deletes a tag. */
export function deleteTag(id: string): Promise<void> {
  return apiRequest<void>("DELETE", `${TAGS_URL}/${encodeURIComponent(id)}`);
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: CHANGES_PROGRESS,
    mutationFn: deleteTag,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: [TAGS_URL] }), refreshArticles(queryClient)]),
  });
}
