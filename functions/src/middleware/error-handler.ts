// The one error middleware: AppError -> its status and body; body-parser errors -> 400/413/415;
// anything else -> 500 with no internals (the stack is logged, never sent).
import type { ErrorRequestHandler, RequestHandler } from "express";
import { AppError, notFound } from "../lib/errors";
import { logUnexpectedError } from "../lib/logger";

export const unknownRoute: RequestHandler = (req) => {
  throw notFound(`No such endpoint: ${req.method} ${req.path}`);
};

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const appError = toAppError(error);
  if (!appError) {
    logUnexpectedError(req.requestId, error);
    res.status(500).json({ error: "Internal server error", requestId: req.requestId });
    return;
  }
  res.status(appError.status).json({ ...appError.extra, error: appError.message });
};

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  // body-parser's errors carry `type` and `status`.
  const { type, status } = (error ?? {}) as { type?: string; status?: number };
  if (type === "entity.parse.failed") return new AppError(400, "Malformed JSON body.");
  if (type === "entity.too.large") return new AppError(413, "Request body too large.");
  if (type === "encoding.unsupported" || type === "charset.unsupported") {
    return new AppError(415, "Unsupported content encoding.");
  }
  if (typeof status === "number" && status >= 400 && status < 500)
    return new AppError(status, "Bad request.");
  return undefined;
}
