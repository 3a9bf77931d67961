// Reading the server's message out of a failed request, for the spec's "{server message or
// Please try again.}" toasts (spec 8, Articles and organisation).
import { ApiError } from "@/lib/api-client";

/** The `error` field of a JSON error body, if any. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof ApiError && typeof error.body === "object" && error.body !== null) {
    const message = (error.body as { error?: unknown }).error;
    if (typeof message === "string" && message.trim()) return message;
  }
  return null;
}

/** The server's message, or the given fallback. */
export function messageOr(error: unknown, fallback = "Please try again."): string {
  return serverMessage(error) ?? fallback;
}

/** The server's message when a create was refused as a duplicate (409), else null. */
export function duplicateMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status === 409 ? serverMessage(error) : null;
}
