// DELETE /api/folders/{id}: its articles move to no folder, so the lists refresh too.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { FOLDERS_URL, refreshArticles } from "./keys";

/** Deletes a folder. */
export function deleteFolder(id: string): Promise<void> {
  return apiRequest<void>("DELETE", `${FOLDERS_URL}/${encodeURIComponent(id)}`);
}

export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFolder,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: [FOLDERS_URL] }), refreshArticles(queryClient)]),
  });
}
