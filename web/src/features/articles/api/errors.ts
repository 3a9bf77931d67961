// Reading the server's message out of a failed request, for the "{server message or Please try
// again.}" toasts (docs/product-spec.md §8, Articles and organisation), in the interface language.
import { ApiError } from "@/lib/api-client";
import { i18n, translateMessage } from "@/lib/i18n";
import { serverErrorField } from "@/lib/server-message";

/** The server's message (translated when `messages` knows it), or the given fallback. */
export function messageOr(error: unknown, fallback?: string): string {
  const server = serverErrorField(error);
  return server ? translateMessage(server) : (fallback ?? i18n.t("articles:errors.tryAgain"));
}

/** The server's message when a create was refused as a duplicate (409), else null. */
export function duplicateMessage(error: unknown): string | null {
  const server = error instanceof ApiError && error.status === 409 ? serverErrorField(error) : null;
  return server ? translateMessage(server) : null;
}
