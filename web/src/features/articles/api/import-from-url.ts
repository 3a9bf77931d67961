// POST /api/articles/from-url: the server fetches, extracts and sanitises the page (docs/decisions.md,
// Importing). Errors carry errorType; a 422 with partialData leads to the completion form.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatedArticle } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { CHANGES_PROGRESS } from "@/lib/progress-refresh";
import { refreshArticles } from "./keys";

export const IMPORT_FROM_URL_URL = "/api/articles/from-url";

/** Imports the article at `url`. */
export function importFromUrl(url: string): Promise<CreatedArticle> {
  return apiRequest<CreatedArticle>("POST", IMPORT_FROM_URL_URL, { url });
}

export function useImportFromUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: CHANGES_PROGRESS,
    mutationFn: importFromUrl,
    onSuccess: () => refreshArticles(queryClient),
  });
}
