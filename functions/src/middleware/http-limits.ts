// Cloud Run, which runs every function, refuses a request body over 32 MiB and fails a response
// over 32 MiB; the Functions emulator and the in-process app do neither. Under the production
// guard (lib/production-guard) this middleware holds the app to both: a request over the limit
// is answered 413 as Cloud Run would, a response that grows past it is cut off, and each is
// recorded as a breach that fails the test run.
import type { NextFunction, Request, Response } from "express";
import { activeGuard } from "../lib/production-guard/guard";

export const HTTP_BODY_MAX_BYTES = 32 * 1024 * 1024;

/** Records a breach in the guard's log (a test that breaks the limit on purpose passes its own). */
const recordBreach = (detail: string) => void activeGuard()?.breach("http-body", detail);

export function httpLimits(max = HTTP_BODY_MAX_BYTES, breach = recordBreach) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const declared = Number(req.headers["content-length"] ?? 0);
    const buffered = (req as Request & { rawBody?: Buffer }).rawBody?.length ?? 0;
    const received = Math.max(declared, buffered);
    if (received > max) {
      breach(`a request of ${received} bytes to ${req.method} ${req.path} (at most ${max})`);
      res.status(413).json({ error: "Request too large" });
      return;
    }
    let sent = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const count = (chunk: unknown, encoding?: unknown): boolean => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return true;
      sent += Buffer.isBuffer(chunk)
        ? chunk.length
        : Buffer.byteLength(
            String(chunk),
            typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
          );
      if (sent <= max) return true;
      breach(`a response of more than ${max} bytes from ${req.method} ${req.path}`);
      res.destroy(new Error("Response too large for Cloud Run"));
      return false;
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) =>
      count(chunk, rest[0]) ? write(chunk, ...rest) : false) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) =>
      count(chunk, rest[0]) ? end(chunk, ...rest) : res) as Response["end"];
    next();
  };
}
