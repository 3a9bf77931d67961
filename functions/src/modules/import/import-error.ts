// Import failures carry an errorType (docs/product-spec.md §8) so the client can show the right
// text; an incomplete import carries what was found, for the completion form.
import { DRAFT_FIELDS, IMPORT_ERROR_MESSAGES, type ArticleDraft, type ImportErrorType } from "../../shared";
import { AppError } from "../../lib/errors";

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

/** A draft missing title, content or author goes back as a 422 for the completion form. */
export function assertComplete(draft: ArticleDraft, message = "Some article information is missing."): void {
  const missingFields = DRAFT_FIELDS.filter((field) => !draft[field]?.trim());
  if (!missingFields.length) return;
  const partialData = Object.fromEntries(
    (["title", "content", "author", "url"] as const).filter((f) => draft[f]).map((f) => [f, draft[f]]),
  );
  throw new AppError(422, message, { partialData, missingFields });
}
