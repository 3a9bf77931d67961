// DELETE /api/articles/{id}/readers/{uid}: the owner stops sharing the article with one reader.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { articleReadersUrl } from "./get-article-readers";

/** Takes `readerId` off the article's readers. */
export function stopSharing({ articleId, readerId }: { articleId: string; readerId: string }): Promise<void> {
  return apiRequest<void>("DELETE", `${articleReadersUrl(articleId)}/${encodeURIComponent(readerId)}`);
}

export function useStopSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopSharing,
    onSuccess: (_, { articleId }) =>
      queryClient.invalidateQueries({ queryKey: [articleReadersUrl(articleId)] }),
  });
}
