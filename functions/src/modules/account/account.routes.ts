// DELETE /api/user (the account and everything it owns) and POST /api/export (everything the
// person wrote or was sent, as a file): both answer 202 with the job that does the work, whose
// progress the web app shows (modules/jobs).
import { Router } from "express";
import { deleteAccountBodySchema, exportBodySchema } from "../../shared";
import { accepted, handle } from "../../middleware/handler";
import { requireFreshToken } from "../../middleware/authenticate";
import { deleteAccount, startExport } from "./account.service";

export const accountRouter = Router();
export const exportRouter = Router();

accountRouter.delete(
  "/",
  requireFreshToken,
  handle({ body: deleteAccountBodySchema }, async ({ caller, body }) =>
    accepted(await deleteAccount(caller, body)),
  ),
);

exportRouter.post(
  "/",
  handle({ body: exportBodySchema }, async ({ caller, body }) =>
    accepted(await startExport(caller.uid, body)),
  ),
);
