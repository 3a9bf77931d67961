// 'Bring your library' on the server: POST /api/library-imports reads an export file (multipart,
// one part named `file`) and answers with what it found, keeping the parsed file for an hour;
// POST /api/library-imports/start imports it as a job (202), or answers with the import already
// at work. The job is then followed like any other (lib/jobs).
import { useMutation } from "@tanstack/react-query";
import type { JobView, LibraryImportPreview } from "@shared";
import { apiRequest } from "@/lib/api-client";

export const LIBRARY_IMPORTS_URL = "/api/library-imports";
export const LIBRARY_IMPORT_START_URL = `${LIBRARY_IMPORTS_URL}/start`;

/** Uploads the export file; nothing is imported yet. */
export function previewLibrary(file: File): Promise<LibraryImportPreview> {
  const form = new FormData();
  form.append("file", file, file.name);
  return apiRequest<LibraryImportPreview>("POST", LIBRARY_IMPORTS_URL, form);
}

/** Starts importing the file last previewed; resolves with its job. */
export function startLibraryImport(): Promise<JobView> {
  return apiRequest<JobView>("POST", LIBRARY_IMPORT_START_URL);
}

export function usePreviewLibrary() {
  return useMutation({ mutationFn: previewLibrary });
}

export function useStartLibraryImport() {
  return useMutation({ mutationFn: startLibraryImport });
}
