// /api/statistics/* (issue 11): thin handlers over statistics.service.
import { Router } from "express";

export const statisticsRouter = Router();
