// The server's own words for a failed call: its `error` field when there is one.
import { ApiError } from "@/lib/api-client";
import { i18n } from "@/lib/i18n";

/** The non-blank `error` field of a failed call's JSON body, else null. */
export function serverErrorField(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const message = (error.body as { error?: unknown } | null | undefined)?.error;
  return typeof message === "string" && message.trim() ? message : null;
}

/** The server's `error` field, else the body or status of the failed call, else the error's message. */
export function serverMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return (
      serverErrorField(error) ??
      (error.bodyText || i18n.t("common:errors.requestFailed", { status: error.status }))
    );
  }
  return error instanceof Error ? error.message : String(error);
}
