// POST /api/folders: a new folder (409 when the name is taken).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Folder } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { FOLDERS_URL } from "./keys";

/** Creates a folder. */
export function createFolder(name: string): Promise<Folder> {
  return apiRequest<Folder>("POST", FOLDERS_URL, { name });
}

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FOLDERS_URL] }),
  });
}
