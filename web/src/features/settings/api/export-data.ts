// GET /api/export?format=json|markdown: everything the user owns, as one JSON
// file or a zip of Markdown files, fetched with the ID token and saved through the browser.
import { useMutation } from "@tanstack/react-query";
import type { ExportQuery } from "@shared";
import { apiDownload } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";

export const EXPORT_URL = "/api/export";

export type ExportFormat = ExportQuery["format"];

/** The name to save under when the server names none. */
export const FALLBACK_FILENAMES: Record<ExportFormat, string> = {
  json: "spurq-export.json",
  markdown: "spurq-export-markdown.zip",
};

/** Fetches the export and saves it; resolves with the file name used. */
export async function exportData(format: ExportFormat): Promise<string> {
  const { blob, filename } = await apiDownload(`${EXPORT_URL}?format=${format}`);
  const name = filename ?? FALLBACK_FILENAMES[format];
  saveFile(blob, name);
  return name;
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
