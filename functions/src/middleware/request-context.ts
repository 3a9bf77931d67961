// First middleware: a request id (echoed as X-Request-Id) and one structured log line per request.
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { logRequest } from "../lib/logger";

export const requestContext: RequestHandler = (req, res, next) => {
  const started = performance.now();
  req.requestId = traceId(req.get("x-cloud-trace-context")) ?? randomUUID();
  res.setHeader("X-Request-Id", req.requestId);
  res.on("finish", () => {
    logRequest({
      requestId: req.requestId,
      method: req.method,
      path: req.originalUrl.split("?")[0] ?? req.path,
      status: res.statusCode,
      durationMs: Math.round(performance.now() - started),
      uid: req.caller?.uid,
    });
  });
  next();
};

/** Cloud Run's trace header is "TRACE_ID/SPAN_ID;o=1": reuse its trace id to correlate logs. */
function traceId(header: string | undefined): string | undefined {
  const id = header?.split("/")[0];
  return id && /^[0-9a-f]{32}$/i.test(id) ? id : undefined;
}
