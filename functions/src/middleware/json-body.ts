// JSON body parsing with a size limit that holds both in plain Express (tests) and in Cloud
// Functions, where the framework has already read and parsed the body (req.rawBody is set and
// express.json would skip it, leaving the framework's 10 MB limit in force).
// The first jsonBody() a request meets decides its limit: a route-specific one mounted earlier
// (articles) wins over the general one.
import express, { type Request, type RequestHandler } from "express";
import { AppError } from "../lib/errors";

const LIMIT_CHECKED = Symbol("jsonBodyLimitChecked");
type Tracked = Request & { rawBody?: Buffer; [LIMIT_CHECKED]?: true };

export function jsonBody(limitBytes: number): RequestHandler {
  const parse = express.json({ limit: limitBytes });
  return (req, res, next) => {
    const tracked = req as Tracked;
    if (tracked[LIMIT_CHECKED]) return next();
    tracked[LIMIT_CHECKED] = true;
    if (tracked.rawBody !== undefined) {
      if (tracked.rawBody.length > limitBytes) return next(new AppError(413, "Request body too large."));
      return next();
    }
    parse(req, res, next);
  };
}
