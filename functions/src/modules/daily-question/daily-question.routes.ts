// /api/daily-question (issue 11): thin handlers over daily-question.service.
import { Router } from "express";

export const dailyQuestionRouter = Router();
