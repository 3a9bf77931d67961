// DELETE /api/user (the account and everything it owns) and GET /api/export (issue 12).
import { Router } from "express";
import { deleteAccountBodySchema } from "../../shared";
import { handle } from "../../middleware/handler";
import { requireFreshToken } from "../../middleware/authenticate";
import { deleteAccount } from "./account.service";

export const accountRouter = Router();
export const exportRouter = Router();

accountRouter.delete(
  "/",
  requireFreshToken,
  handle({ body: deleteAccountBodySchema }, ({ caller, body }) => deleteAccount(caller, body)),
);
