// DELETE /api/user (the account and everything it owns) and GET /api/export.
import { Router, type RequestHandler } from "express";
import { deleteAccountBodySchema, exportQuerySchema } from "../../shared";
import { handle } from "../../middleware/handler";
import { requireFreshToken } from "../../middleware/authenticate";
import { zodToAppError } from "../../middleware/zod-error";
import { logUnexpectedError } from "../../lib/logger";
import { deleteAccount } from "./account.service";
import { exportHeader } from "./export.service";
import { writeJsonExport } from "./export-json";
import { writeMarkdownExport } from "./export-markdown";
import { takeAllowance } from "../rate-limits";

export const accountRouter = Router();
export const exportRouter = Router();

accountRouter.delete(
  "/",
  requireFreshToken,
  handle({ body: deleteAccountBodySchema }, ({ caller, body }) => deleteAccount(caller, body)),
);

/**
 * GET /api/export?format=json|markdown: the caller's data as one JSON document or a zip of
 * Markdown files, streamed as it is read. Errors before the first byte are the usual JSON
 * errors; a failure after it cuts the download short (a truncated file, never a wrong one).
 */
const streamExport: RequestHandler = async (req, res) => {
  const { firebaseUid: _checkedByIdentity, ...query } = req.query;
  const parsed = exportQuerySchema.safeParse(query);
  if (!parsed.success) throw zodToAppError(parsed.error);
  const uid = req.caller!.uid;
  const header = await exportHeader(uid);
  await takeAllowance({ dataExport: uid });
  const json = parsed.data.format === "json";
  res.status(200).set({
    "Content-Type": json ? "application/json; charset=utf-8" : "application/zip",
    "Content-Disposition": `attachment; filename="spurq-export-${header.exportedAt.slice(0, 10)}.${json ? "json" : "zip"}"`,
    "Cache-Control": "no-store",
  });
  try {
    if (json) {
      await writeJsonExport(res, uid, header);
      res.end();
    } else await writeMarkdownExport(res, uid, header);
  } catch (error) {
    if (!res.destroyed) logUnexpectedError(req.requestId, error);
    res.destroy();
  }
};

exportRouter.get("/", streamExport);
