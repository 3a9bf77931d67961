// What a failed import means for the user (docs/product-spec.md §8, Articles and organisation): the
// server's errorType and message take priority, else the type is read from the message. The
// texts come out in the interface language: the import error types' texts from `articles` (also
// when the server sends them as its message), any other server text through `messages`.
import { ApiError } from "@/lib/api-client";
import { i18n, translateMessage } from "@/lib/i18n";
import { serverErrorField } from "@/lib/server-message";
import {
  IMPORT_ERROR_MESSAGES as SERVER_IMPORT_ERROR_MESSAGES,
  PDF_TOO_LARGE,
  PDF_WRONG_TYPE,
  type ImportErrorType as KnownImportErrorType,
  type PartialImportError,
} from "@shared";

/** The server's texts, except GENERAL_ERROR: the screen's own fallback when nothing more is known. */
export const IMPORT_ERROR_MESSAGES: Record<KnownImportErrorType, string> = {
  ...SERVER_IMPORT_ERROR_MESSAGES,
  GENERAL_ERROR: "Failed to import article",
};
/** A type the server names; one this client does not know yet is shown with the server's text. */
export type ImportErrorType = KnownImportErrorType | (string & {});

export const PDF_IMPORT_FALLBACK = "Failed to import PDF";

/** The English texts this screen knows, and their keys in the `articles` texts. */
const OWN_TEXTS = new Map<string, string>([
  [SERVER_IMPORT_ERROR_MESSAGES.ACCESS_DENIED, "importError.types.accessDenied"],
  [SERVER_IMPORT_ERROR_MESSAGES.NOT_FOUND, "importError.types.notFound"],
  [SERVER_IMPORT_ERROR_MESSAGES.RATE_LIMITED, "importError.types.rateLimited"],
  [SERVER_IMPORT_ERROR_MESSAGES.TIMEOUT, "importError.types.timeout"],
  [SERVER_IMPORT_ERROR_MESSAGES.GENERAL_ERROR, "importError.types.serverGeneral"],
  [IMPORT_ERROR_MESSAGES.GENERAL_ERROR, "importError.types.general"],
  [PDF_IMPORT_FALLBACK, "importError.pdfFallback"],
]);

/** An English import error text in the interface language. */
function inLanguage(message: string): string {
  const key = OWN_TEXTS.get(message);
  return key ? i18n.t(key, { ns: "articles" }) : translateMessage(message);
}

export interface ImportFailure {
  type: ImportErrorType;
  message: string;
}

function bodyOf(error: unknown): Record<string, unknown> {
  if (error instanceof ApiError && typeof error.body === "object" && error.body !== null)
    return error.body as Record<string, unknown>;
  return {};
}

/** The partial result of a 422, when the server sent one. */
export function partialImportOf(error: unknown): PartialImportError | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = bodyOf(error);
  if (typeof body.partialData !== "object" || body.partialData === null) return null;
  const missing = Array.isArray(body.missingFields)
    ? body.missingFields.filter((field): field is "title" | "content" | "author" =>
        ["title", "content", "author"].includes(String(field)),
      )
    : [];
  return {
    error: typeof body.error === "string" ? body.error : "",
    partialData: body.partialData as PartialImportError["partialData"],
    missingFields: missing,
  };
}

/** Classifies a message the way the reference client does when the server names no type. */
export function errorTypeFromMessage(message: string): ImportErrorType {
  if (/403|access denied/i.test(message)) return "ACCESS_DENIED";
  if (/404|not found/i.test(message)) return "NOT_FOUND";
  if (/429|too many requests/i.test(message)) return "RATE_LIMITED";
  if (/timeout|timed out|network/i.test(message)) return "TIMEOUT";
  return "GENERAL_ERROR";
}

/** The error box's type and text for a failed URL import. */
export function describeUrlImportError(error: unknown): ImportFailure {
  const body = bodyOf(error);
  const serverText = serverErrorField(error);
  const rawMessage = error instanceof Error ? error.message : String(error);
  const type =
    typeof body.errorType === "string" && body.errorType ? body.errorType : errorTypeFromMessage(rawMessage);
  const known = IMPORT_ERROR_MESSAGES[type as keyof typeof IMPORT_ERROR_MESSAGES];
  return { type, message: inLanguage(serverText ?? known ?? IMPORT_ERROR_MESSAGES.GENERAL_ERROR) };
}

/** The error box's type and text for a failed PDF upload. */
export function describePdfImportError(error: unknown): ImportFailure {
  const body = bodyOf(error);
  const serverText = serverErrorField(error);
  const type = typeof body.errorType === "string" && body.errorType ? body.errorType : "GENERAL_ERROR";
  const message =
    serverText ??
    (error instanceof ApiError && error.status === 413
      ? PDF_TOO_LARGE
      : error instanceof ApiError && error.status === 415
        ? PDF_WRONG_TYPE
        : PDF_IMPORT_FALLBACK);
  return { type, message: inLanguage(message) };
}
