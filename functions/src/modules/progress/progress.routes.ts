// /api/user/points, /api/user/achievements, /api/user/latest-milestone: thin handlers.
import { Router } from "express";
import { achievementsSeenBodySchema, milestoneShownBodySchema } from "../../shared";
import { handle } from "../../middleware/handler";
import * as progress from "./progress.service";

export const progressRouter = Router();

progressRouter.get(
  "/points",
  handle({}, ({ caller }) => progress.pointsSummary(caller.uid)),
);

progressRouter.get(
  "/achievements",
  handle({}, ({ caller }) => progress.achievements(caller.uid)),
);

progressRouter.post(
  "/achievements/seen",
  handle({ body: achievementsSeenBodySchema }, ({ caller, body }) =>
    progress.markAchievementsSeen(caller.uid, body.ids),
  ),
);

progressRouter.get(
  "/latest-milestone",
  handle({}, ({ caller }) => progress.latestMilestone(caller.uid)),
);

progressRouter.post(
  "/latest-milestone/shown",
  handle({ body: milestoneShownBodySchema }, ({ caller, body }) =>
    progress.markMilestoneShown(caller.uid, body.id),
  ),
);
