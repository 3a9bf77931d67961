// DELETE /api/user (the account and everything it owns) and GET /api/export (issue 12).
import { Router } from "express";

export const accountRouter = Router();
export const exportRouter = Router();
