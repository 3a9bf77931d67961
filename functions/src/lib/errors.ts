// The one application error type. Services throw it; the error middleware turns it into
// `{ error, ...extra }` with its status (docs/decisions.md, "Requests, errors and lists").

export type ErrorExtra = Record<string, unknown>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: ErrorExtra = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, extra?: ErrorExtra) => new AppError(400, message, extra);
export const unauthorized = () => new AppError(401, "Unauthorized");
export const forbidden = (message = "Forbidden", extra?: ErrorExtra) => new AppError(403, message, extra);
/** Also for objects the caller may not see: ids leak nothing (docs/decisions.md, 404 not 403). */
export const notFound = (message = "Not found", extra?: ErrorExtra) => new AppError(404, message, extra);
export const conflict = (message: string, extra?: ErrorExtra) => new AppError(409, message, extra);
