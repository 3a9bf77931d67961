// A refused upload or start in the reader's words: the server's own sentence when it sent one
// (an unknown format lists the formats; a broken file names its line or entry), else what the
// status means; a request that never reached the server says so.
import { ApiError } from "@/lib/api-client";
import { i18n, translateMessage } from "@/lib/i18n";
import { serverErrorField } from "@/lib/server-message";

export function libraryImportErrorText(error: unknown): string {
  const t = (key: string) => i18n.t(key, { ns: "libraryImport" });
  if (!(error instanceof ApiError)) return t("errors.network");
  const message = serverErrorField(error);
  if (message) return translateMessage(message);
  // A proxy's or the body parser's refusal carries no JSON sentence of ours.
  if (error.status === 413) return t("errors.tooLarge");
  if (error.status === 429) return t("errors.tooMany");
  if (error.status === 404) return t("errors.notPrepared");
  return t("errors.general");
}

/** The start was refused because no file is kept any more (it is kept for an hour). */
export const isNotPrepared = (error: unknown) => error instanceof ApiError && error.status === 404;
