// POST /api/feedback (issue 12).
import { Router } from "express";

export const feedbackRouter = Router();
