// What a failed settings save says (docs/product-spec.md §8: "Settings failures read 'Server
// responded with {status}: {statusText}'"). The server's own sentence, its `error` field, says
// more and is shown when there is one; without it (an empty body, or a proxy's error page that
// must not be shown raw) the failure names the status, as the specification's client does.
import { ApiError } from "@/lib/api-client";
import { i18n, translateMessage } from "@/lib/i18n";
import { serverErrorField } from "@/lib/server-message";

/**
 * HTTP's standard reason phrases for the statuses a save can meet: over HTTP/2 (Firebase Hosting
 * serves it) a response carries no status text of its own.
 */
const REASON_PHRASES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  408: "Request Timeout",
  409: "Conflict",
  413: "Content Too Large",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/**
 * The `{message}` of a failed settings save: the server's words (translated; `serverWords` picks
 * them out of the error), else 'Server responded with {status}: {statusText}', else the error's
 * own message (a network failure, which has no status).
 */
export function settingsFailureMessage(
  error: unknown,
  serverWords: (error: unknown) => string | null = serverErrorField,
): string {
  const words = serverWords(error);
  if (words) return translateMessage(words);
  if (error instanceof ApiError) {
    const statusText = error.statusText || REASON_PHRASES[error.status] || "";
    return i18n.t("common:errors.serverResponded", { status: error.status, statusText });
  }
  return error instanceof Error ? error.message : String(error);
}
