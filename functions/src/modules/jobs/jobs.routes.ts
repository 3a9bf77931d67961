// GET /api/jobs/{id}: the caller's job as it stands (the web app listens to the job document
// directly and falls back to this when its listener cannot run), and GET /api/jobs/{id}/file: a
// signed link to a finished job's file in Cloud Storage (the bytes never pass through `api`).
import { Router } from "express";
import { z } from "zod";
import { handle } from "../../middleware/handler";
import { zodToAppError } from "../../middleware/zod-error";
import { notFound } from "../../lib/errors";
import type { JobFileLink } from "../../shared";
import { getOwnJob, readOwnJobDoc } from "./jobs.service";
import { signedJobFileLink } from "./job-files";

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
 * GET /api/jobs/{id}/file: a V4 signed link to what a finished job made (an export, an import
 * report), good for 15 minutes, that saves it under its name. JSON, not a redirect: the web app
 * fetches this with the ID token, and a fetch that followed a redirect to Cloud Storage would
 * need CORS on the bucket and would hold the whole file in memory; with the link, the browser
 * downloads it to disk itself. 404 for anyone but the owner, and while there is no file.
 */
jobsRouter.get("/:id/file", async (req, res) => {
  const { id } = parseParams(req.params);
  const job = await readOwnJobDoc(req.caller!.uid, id);
  if (job.state !== "done" || !job.result) throw notFound("The file is not ready.");
  const link = await signedJobFileLink(id, job.result.fileName);
  const body: JobFileLink = { ...link, fileName: job.result.fileName };
  res.status(200).set("Cache-Control", "no-store").json(body);
});
