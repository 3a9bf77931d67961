// JSON body parsing with a size limit that holds both in plain Express (tests) and in Cloud
// Functions, where the framework has already read and parsed the body (req.rawBody is set and
// express.json would skip it, leaving the framework's 10 MB limit in force).
import express, { type RequestHandler } from "express";
import { AppError } from "../lib/errors";

export function jsonBody(limitBytes: number): RequestHandler {
  const parse = express.json({ limit: limitBytes });
  return (req, res, next) => {
    const raw = (req as { rawBody?: Buffer }).rawBody;
    if (raw !== undefined) {
      if (raw.length > limitBytes) return next(new AppError(413, "Request body too large."));
      return next();
    }
    parse(req, res, next);
  };
}
