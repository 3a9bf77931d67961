// /api/auth: thin handlers over auth.service.
import { Router } from "express";
import { fixCurrentUidBodySchema, syncUserBodySchema } from "../../shared";
import { created, handle } from "../../middleware/handler";
import { requireFreshToken } from "../../middleware/authenticate";
import { currentUser, fixCurrentUid, syncUser } from "./auth.service";

export const authRouter = Router();

authRouter.post(
  "/sync",
  handle({ body: syncUserBodySchema }, async ({ caller, body }) => {
    const { record, created: isNew } = await syncUser(caller, body);
    return isNew ? created(record) : record;
  }),
);

authRouter.get(
  "/user",
  handle({}, ({ caller }) => currentUser(caller)),
);

authRouter.post(
  "/fix-current-uid",
  requireFreshToken,
  handle({ body: fixCurrentUidBodySchema }, ({ caller, body }) => fixCurrentUid(caller, body)),
);
