// POST /api/export {format: json|markdown}: starts the export job (202), or answers with the one
// already at work. The file, once the job is done, comes from GET /api/jobs/{id}/file
// (lib/jobs: downloadJobFile).
import { useMutation } from "@tanstack/react-query";
import type { ExportBody, JobView } from "@shared";
import { apiRequest } from "@/lib/api-client";

export const EXPORT_URL = "/api/export";

export type ExportFormat = ExportBody["format"];

/** Starts the signed-in user's export; resolves with its job. */
export function startExport(format: ExportFormat): Promise<JobView> {
  return apiRequest<JobView>("POST", EXPORT_URL, { format });
}

export function useStartExport() {
  return useMutation({ mutationFn: startExport });
}
