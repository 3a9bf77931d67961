// GET /api/jobs/{id}: the caller's job as it stands (the web app listens to the job document
// directly and falls back to this when its listener cannot run), and GET /api/jobs/{id}/file: a
// finished export's file.
import { once } from "node:events";
import { Router } from "express";
import { z } from "zod";
import { handle } from "../../middleware/handler";
import { zodToAppError } from "../../middleware/zod-error";
import { notFound } from "../../lib/errors";
import { logUnexpectedError } from "../../lib/logger";
import { getOwnJob, readOwnJobDoc } from "./jobs.service";
import { readFileParts } from "./jobs.repository";

export const jobsRouter = Router();

const jobParams = z.strictObject({ id: z.string().min(1).max(200) });

function parseParams(params: unknown) {
  const parsed = jobParams.safeParse(params);
  if (!parsed.success) throw zodToAppError(parsed.error);
  return parsed.data;
}

jobsRouter.get(
  "/:id",
  handle({ params: jobParams }, ({ caller, params }) => getOwnJob(caller.uid, params.id)),
);

/**
 * GET /api/jobs/{id}/file: what a finished job made (an export), streamed part by part as it is
 * read, so memory holds one part. 404 for anyone but the owner, and while there is no file.
 */
jobsRouter.get("/:id/file", async (req, res) => {
  const { id } = parseParams(req.params);
  const job = await readOwnJobDoc(req.caller!.uid, id);
  if (job.state !== "done" || !job.result) throw notFound("The file is not ready.");
  const { fileName, contentType, bytes, parts } = job.result;
  res.status(200).set({
    "Content-Type": contentType,
    "Content-Length": String(bytes),
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "no-store",
  });
  try {
    for await (const part of readFileParts(id, parts)) {
      if (!res.write(part)) await once(res, "drain");
    }
    res.end();
  } catch (error) {
    // After the first byte a failure can only cut the download short (a truncated file, never a wrong one).
    if (!res.destroyed) logUnexpectedError(req.requestId, error);
    res.destroy();
  }
});
