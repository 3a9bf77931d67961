// /api/friends: thin handlers over the friends service. `{id}` of a friend is the friend's uid.
import { Router } from "express";
import {
  answerFriendRequestBodySchema,
  friendsPageQuerySchema,
  muteFriendBodySchema,
  sendFriendRequestBodySchema,
  idParamsSchema,
} from "../../shared";
import { created, handle } from "../../middleware/handler";
import { requireFreshToken } from "../../middleware/authenticate";
import * as friends from "./friends.service";

export const friendsRouter = Router();

friendsRouter.get(
  "/",
  handle({ query: friendsPageQuerySchema }, ({ caller, query }) =>
    friends.listFriends(caller.uid, query.limit, query.cursor),
  ),
);
friendsRouter.get(
  "/requests/incoming",
  handle({ query: friendsPageQuerySchema }, ({ caller, query }) =>
    friends.incomingRequests(caller.uid, query.limit, query.cursor),
  ),
);
friendsRouter.get(
  "/requests/outgoing",
  handle({ query: friendsPageQuerySchema }, ({ caller, query }) =>
    friends.outgoingRequests(caller.uid, query.limit, query.cursor),
  ),
);
friendsRouter.post(
  "/requests",
  handle({ body: sendFriendRequestBodySchema }, async ({ caller, body }) => {
    const sent = await friends.sendRequest(caller.uid, body.receiverId);
    return sent.created ? created(sent.body) : sent.body;
  }),
);
friendsRouter.patch(
  "/requests/:id",
  handle({ params: idParamsSchema, body: answerFriendRequestBodySchema }, ({ caller, params, body }) =>
    friends.answerRequest(caller.uid, params.id, body.status),
  ),
);
friendsRouter.delete(
  "/requests/:id",
  requireFreshToken,
  handle({ params: idParamsSchema }, ({ caller, params }) => friends.cancelRequest(caller.uid, params.id)),
);
friendsRouter.patch(
  "/:id/mute",
  handle({ params: idParamsSchema, body: muteFriendBodySchema }, ({ caller, params, body }) =>
    friends.setMuted(caller.uid, params.id, body.isMuted),
  ),
);
friendsRouter.delete(
  "/:id",
  requireFreshToken,
  handle({ params: idParamsSchema }, ({ caller, params }) => friends.removeFriend(caller.uid, params.id)),
);
