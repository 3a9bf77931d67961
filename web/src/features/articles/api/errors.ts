// Reading the server's message out of a failed request, for the spec's "{server message or
// Please try again.}" toasts (spec 8, Articles and organisation).
import { ApiError } from "@/lib/api-client";
import { serverErrorField } from "@/lib/server-message";

/** The server's message, or the given fallback. */
export function messageOr(error: unknown, fallback = "Please try again."): string {
  return serverErrorField(error) ?? fallback;
}

/** The server's message when a create was refused as a duplicate (409), else null. */
export function duplicateMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status === 409 ? serverErrorField(error) : null;
}
