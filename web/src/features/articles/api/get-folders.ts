// GET /api/folders: the user's folders.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Folder } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { FOLDERS_URL } from "./keys";

/** Fetches the user's folders. */
export function getFolders(): Promise<Folder[]> {
  return apiRequest<Folder[]>("GET", FOLDERS_URL);
}

export const foldersQueryOptions = () => queryOptions({ queryKey: [FOLDERS_URL], queryFn: getFolders });

export function useFolders() {
  return useQuery(foldersQueryOptions());
}
