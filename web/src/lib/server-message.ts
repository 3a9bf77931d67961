// The server's own words for a failed call: its `error` field when there is one.
import { ApiError } from "@/lib/api-client";

export function serverMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { error?: unknown } | undefined;
    if (body && typeof body.error === "string" && body.error) return body.error;
    return error.bodyText || `Request failed (${error.status})`;
  }
  return error instanceof Error ? error.message : String(error);
}
