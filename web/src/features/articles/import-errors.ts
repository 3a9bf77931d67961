// What a failed import means for the user (spec 8, URL import error types; PDF errors): the
// server's errorType and message take priority, else the type is read from the message.
import { ApiError } from "@/lib/api-client";
import type { PartialImportError } from "@shared";

export const IMPORT_ERROR_TYPES = [
  "ACCESS_DENIED",
  "NOT_FOUND",
  "RATE_LIMITED",
  "TIMEOUT",
  "GENERAL_ERROR",
] as const;
export type ImportErrorType = (typeof IMPORT_ERROR_TYPES)[number] | (string & {});

export const IMPORT_ERROR_MESSAGES: Record<(typeof IMPORT_ERROR_TYPES)[number], string> = {
  ACCESS_DENIED: "This website is blocking our content extraction. Try using PDF upload instead.",
  NOT_FOUND: "The article page could not be found. Please check the URL.",
  RATE_LIMITED: "Too many requests to this website. Please try again later.",
  TIMEOUT: "Connection timed out. The website may be slow or unavailable.",
  GENERAL_ERROR: "Failed to import article",
};

export const PDF_IMPORT_FALLBACK = "Failed to import PDF";
export const PDF_TOO_LARGE = "File is too large. Maximum size is 10MB.";
export const PDF_WRONG_TYPE = "Please select a PDF file.";

export interface ImportFailure {
  type: ImportErrorType;
  message: string;
}

function bodyOf(error: unknown): Record<string, unknown> {
  if (error instanceof ApiError && typeof error.body === "object" && error.body !== null)
    return error.body as Record<string, unknown>;
  return {};
}

/** The partial result of a 422, when the server sent one (spec 3, Partial import result). */
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

/** Classifies a message the way the spec's client does when the server names no type. */
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
  const serverText = typeof body.error === "string" && body.error.trim() ? body.error : null;
  const rawMessage = error instanceof Error ? error.message : String(error);
  const type =
    typeof body.errorType === "string" && body.errorType ? body.errorType : errorTypeFromMessage(rawMessage);
  const known = IMPORT_ERROR_MESSAGES[type as keyof typeof IMPORT_ERROR_MESSAGES];
  return { type, message: serverText ?? known ?? IMPORT_ERROR_MESSAGES.GENERAL_ERROR };
}

/** The error box's type and text for a failed PDF upload. */
export function describePdfImportError(error: unknown): ImportFailure {
  const body = bodyOf(error);
  const serverText = typeof body.error === "string" && body.error.trim() ? body.error : null;
  const type = typeof body.errorType === "string" && body.errorType ? body.errorType : "GENERAL_ERROR";
  if (serverText) return { type, message: serverText };
  if (error instanceof ApiError && error.status === 413) return { type, message: PDF_TOO_LARGE };
  if (error instanceof ApiError && error.status === 415) return { type, message: PDF_WRONG_TYPE };
  return { type, message: PDF_IMPORT_FALLBACK };
}
