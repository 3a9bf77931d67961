// A job of the signed-in user (docs/architecture.md, Jobs) as the web app reads it: its document
// jobs/{kind}-{uid} through the live listener, GET /api/jobs/{id} when the listener cannot run,
// and GET /api/jobs/{id}/file, a signed link to what a finished export or import made.
// The file, not the whole contract: the sign-in's account repair polls jobs on the first screen.
import {
  JOB_STATES,
  type JobFileLink,
  type JobKind,
  type JobResult,
  type JobState,
  type JobView,
} from "@shared/schemas/jobs";
import { apiRequest, ApiError } from "@/lib/api-client";
import { saveFromLink } from "@/lib/save-file";

/** Job ids name the kind and the person: one job of each kind per person. */
export const jobIdOf = (kind: JobKind, uid: string) => `${kind}-${uid}`;

export const jobUrl = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;
export const jobFileUrl = (id: string) => `${jobUrl(id)}/file`;

/** GET /api/jobs/{id}: the caller's job as it stands (404 when there is none). */
export function getJob(id: string): Promise<JobView> {
  return apiRequest<JobView>("GET", jobUrl(id));
}

/**
 * True when an answer means the caller has no such job: 404, or 401 (the sign-in account is gone,
 * as at the end of an account deletion; Firebase's own refusal to refresh a deleted user's token
 * counts the same).
 */
export function meansNoJob(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 404 || error.status === 401;
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === "auth/user-not-found" || code === "auth/user-token-expired" || code === "auth/user-disabled"
  );
}

/**
 * Asks for a link to a finished job's file (with the ID token) and has the browser download it
 * from Cloud Storage: the signed link answers with `Content-Disposition: attachment`, so the
 * browser saves it to disk as it arrives and the page stays. Resolves with the name used.
 */
export async function downloadJobFile(job: Pick<JobView, "id" | "result">): Promise<string> {
  const link = await apiRequest<JobFileLink>("GET", jobFileUrl(job.id));
  const name = link.fileName || job.result?.fileName || job.id;
  saveFromLink(link.url, name);
  return name;
}

/** An instant of the document (a Firestore Timestamp) as the API writes it (ISO 8601). */
function isoOf(value: unknown): string {
  if (typeof value === "string") return value;
  const toDate = (value as { toDate?: unknown } | null)?.toDate;
  if (typeof toDate === "function") return (toDate as () => Date).call(value).toISOString();
  return new Date(0).toISOString();
}

const numberOf = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** The job document's fields as GET /api/jobs/{id} shows them (the server's toJobView). */
export function jobViewOf(id: string, data: Record<string, unknown>): JobView {
  const state = (JOB_STATES as readonly string[]).includes(data.state as string)
    ? (data.state as JobState)
    : "queued";
  return {
    id,
    kind: data.kind as JobKind,
    state,
    stage: typeof data.stage === "string" ? data.stage : "",
    done: numberOf(data.done),
    total: numberOf(data.total),
    startedAt: isoOf(data.startedAt),
    updatedAt: isoOf(data.updatedAt),
    error: typeof data.error === "string" ? data.error : null,
    result: (data.result as JobResult | null | undefined) ?? null,
  };
}
