// JSON body parsing with a size limit that holds both in plain Express (tests) and in Cloud
// Functions, where the framework has already read and parsed the body (req.rawBody is set and
// express.json would skip it, leaving the framework's 10 MB limit in force).
// The limit is the JSON limit, so it judges JSON bodies only: Cloud Functions buffers every body
// in req.rawBody, multipart uploads too, and those have their own limit where they are read
// (a PDF's 10 MB in modules/import/pdf-upload.ts). Other bodies are never read as the request's
// body: the platform parses forms and text into req.body, which is dropped, as plain Express
// would never have set it.
// The first jsonBody() a request meets decides its limit: a route-specific one mounted earlier
// (articles) wins over the general one.
import express, { type Request, type RequestHandler } from "express";
import { AppError } from "../lib/errors";

const LIMIT_CHECKED = Symbol("jsonBodyLimitChecked");
type Tracked = Request & { rawBody?: Buffer; [LIMIT_CHECKED]?: true };
/** The type express.json parses by default, judged the same way (type-is). */
const JSON_TYPE = "application/json";

export function jsonBody(limitBytes: number): RequestHandler {
  const parse = express.json({ limit: limitBytes, type: JSON_TYPE });
  return (req, res, next) => {
    const tracked = req as Tracked;
    if (tracked[LIMIT_CHECKED]) return next();
    tracked[LIMIT_CHECKED] = true;
    if (tracked.rawBody !== undefined) {
      if (!req.is(JSON_TYPE)) {
        req.body = undefined;
        return next();
      }
      if (tracked.rawBody.length > limitBytes) return next(new AppError(413, "Request body too large."));
      return next();
    }
    parse(req, res, next);
  };
}
