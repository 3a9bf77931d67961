// /api/contributors/top (issue 11): thin handler over the ranking the scheduled job keeps.
import { Router } from "express";

export const contributorsRouter = Router();
