// Import failures carry the spec's error types (section 8) so the client can show the right text.
import { AppError } from "../../lib/errors";

export type ImportErrorType = "ACCESS_DENIED" | "NOT_FOUND" | "RATE_LIMITED" | "TIMEOUT" | "GENERAL_ERROR";

/** Spec 8's messages, one per type. */
export const IMPORT_ERROR_MESSAGES: Record<ImportErrorType, string> = {
  ACCESS_DENIED: "This website is blocking our content extraction. Try using PDF upload instead.",
  NOT_FOUND: "The article page could not be found. Please check the URL.",
  RATE_LIMITED: "Too many requests to this website. Please try again later.",
  TIMEOUT: "Connection timed out. The website may be slow or unavailable.",
  GENERAL_ERROR: "We could not import this page.",
};

const STATUS_OF: Record<ImportErrorType, number> = {
  ACCESS_DENIED: 502,
  NOT_FOUND: 502,
  RATE_LIMITED: 502,
  TIMEOUT: 504,
  GENERAL_ERROR: 502,
};

/** An import that failed because of the remote site (or a refused address): 4xx for our own refusals. */
export function importError(
  errorType: ImportErrorType,
  message = IMPORT_ERROR_MESSAGES[errorType],
  status?: number,
) {
  return new AppError(status ?? STATUS_OF[errorType], message, { errorType });
}
