// /api/statistics/*: thin handlers over statistics.service.
import { Router } from "express";
import { heartbeatBodySchema } from "../../shared";
import { handle } from "../../middleware/handler";
import * as statistics from "./statistics.service";

export const statisticsRouter = Router();

statisticsRouter.get(
  "/user",
  handle({}, ({ caller }) => statistics.userStatistics(caller.uid)),
);
statisticsRouter.get(
  "/platform",
  handle({}, ({ caller }) => statistics.platformStatistics(caller)),
);
statisticsRouter.post(
  "/heartbeat",
  handle({ body: heartbeatBodySchema }, async ({ caller }) => {
    await statistics.heartbeat(caller.uid);
  }),
);
