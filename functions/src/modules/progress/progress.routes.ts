// /api/user/points, /api/user/achievements, /api/user/latest-milestone (issue 11): thin handlers.
import { Router } from "express";

export const progressRouter = Router();
