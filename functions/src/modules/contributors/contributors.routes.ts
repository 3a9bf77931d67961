// /api/contributors/top: thin handler over the ranking the scheduled job keeps.
import { Router } from "express";
import { handle } from "../../middleware/handler";
import { topContributors } from "./contributors.service";

export const contributorsRouter = Router();

contributorsRouter.get(
  "/top",
  handle({}, () => topContributors()),
);
