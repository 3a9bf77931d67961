// /api/spurqs and /api/friends/{friendUid}/articles: thin handlers over spurqs.service.
import { Router } from "express";
import {
  createSpurqBodySchema,
  createSpurqReplyBodySchema,
  friendArticlesParamsSchema,
  idParamsSchema,
  spurqPageQuerySchema,
} from "../../shared";
import { created, handle } from "../../middleware/handler";
import * as spurqs from "./spurqs.service";
import { takeAllowance } from "../rate-limits";

export const spurqsRouter = Router();

spurqsRouter.post(
  "/",
  handle({ body: createSpurqBodySchema }, async ({ caller, body }) => {
    await takeAllowance({ spurq: caller.uid });
    return created(await spurqs.sendSpurq(caller.uid, body));
  }),
);
spurqsRouter.get(
  "/incoming",
  handle({ query: spurqPageQuerySchema }, ({ caller, query }) =>
    spurqs.incomingSpurqs(caller.uid, query.cursor),
  ),
);
spurqsRouter.get(
  "/sent",
  handle({ query: spurqPageQuerySchema }, ({ caller, query }) => spurqs.sentSpurqs(caller.uid, query.cursor)),
);
spurqsRouter.get(
  "/unread-count",
  handle({}, ({ caller }) => spurqs.unreadSpurqCount(caller.uid)),
);
spurqsRouter.get(
  "/:id",
  handle({ params: idParamsSchema }, ({ caller, params }) => spurqs.getSpurq(caller.uid, params.id)),
);
spurqsRouter.patch(
  "/:id/read",
  handle({ params: idParamsSchema }, ({ caller, params }) => spurqs.markSpurq(caller.uid, params.id, true)),
);
spurqsRouter.patch(
  "/:id/unread",
  handle({ params: idParamsSchema }, ({ caller, params }) => spurqs.markSpurq(caller.uid, params.id, false)),
);
spurqsRouter.get(
  "/:id/replies",
  handle({ params: idParamsSchema, query: spurqPageQuerySchema }, ({ caller, params, query }) =>
    spurqs.listReplies(caller.uid, params.id, query.cursor),
  ),
);
spurqsRouter.post(
  "/:id/replies",
  handle({ params: idParamsSchema, body: createSpurqReplyBodySchema }, async ({ caller, params, body }) =>
    created(await spurqs.addReply(caller.uid, params.id, body.text)),
  ),
);

/** Mounted at /friends, beside the friends module's own router. */
export const friendArticlesRouter = Router();
friendArticlesRouter.get(
  "/:friendUid/articles",
  handle({ params: friendArticlesParamsSchema, query: spurqPageQuerySchema }, ({ caller, params, query }) =>
    spurqs.friendArticles(caller.uid, params.friendUid, query.cursor),
  ),
);
