// /api/statistics/*: thin handlers over statistics.service.
import { Router } from "express";
import { heartbeatBodySchema } from "../../shared";
import { handle } from "../../middleware/handler";
import { requireFreshToken } from "../../middleware/authenticate";
import * as statistics from "./statistics.service";

export const statisticsRouter = Router();

statisticsRouter.get(
  "/user",
  handle({}, ({ caller }) => statistics.userStatistics(caller.uid)),
);
// Every user's figures, for admins: also refused to a token issued before its account was disabled
// or its sessions revoked, which other reads admit for up to an hour.
statisticsRouter.get(
  "/platform",
  requireFreshToken,
  handle({}, ({ caller }) => statistics.platformStatistics(caller)),
);
statisticsRouter.post(
  "/heartbeat",
  handle({ body: heartbeatBodySchema }, async ({ caller }) => {
    await statistics.heartbeat(caller.uid);
  }),
);
