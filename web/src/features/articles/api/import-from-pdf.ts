// POST /api/articles/from-pdf: multipart with one part named `file`, sent through the
// API client so it carries credentials, the ID token and X-Firebase-Uid.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatedArticle } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { CHANGES_PROGRESS } from "@/lib/progress-refresh";
import { refreshArticles } from "./keys";

export const IMPORT_FROM_PDF_URL = "/api/articles/from-pdf";

/** Uploads a PDF; the server extracts its text, title and author. */
export function importFromPdf(file: File): Promise<CreatedArticle> {
  const form = new FormData();
  form.append("file", file, file.name);
  return apiRequest<CreatedArticle>("POST", IMPORT_FROM_PDF_URL, form);
}

export function useImportFromPdf() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: CHANGES_PROGRESS,
    mutationFn: importFromPdf,
    onSuccess: () => refreshArticles(queryClient),
  });
}
