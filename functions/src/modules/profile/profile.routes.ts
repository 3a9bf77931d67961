// /api/user/profile and /api/user/avatar (issue 12), and the one public route, /api/avatars/{uid}.
import { Router } from "express";

export const profileRouter = Router();

/** Mounted before authentication: an <img> cannot send a token. */
export const avatarsRouter = Router();
