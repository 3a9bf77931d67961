// /api/group-chats: thin handlers over group-chats.service.
import { Router } from "express";
import {
  createGroupChatBodySchema,
  groupChatsQuerySchema,
  groupMessagesQuerySchema,
  idParamsSchema,
  sendGroupMessageBodySchema,
} from "../../shared";
import { requireFreshToken } from "../../middleware/authenticate";
import { created, handle } from "../../middleware/handler";
import * as chats from "./group-chats.service";

export const groupChatsRouter = Router();

groupChatsRouter.get(
  "/",
  handle({ query: groupChatsQuerySchema }, ({ caller, query }) =>
    chats.listGroupChats(caller.uid, query.limit, query.cursor),
  ),
);
groupChatsRouter.post(
  "/",
  handle({ body: createGroupChatBodySchema }, async ({ caller, body }) =>
    created(await chats.createGroupChat(caller.uid, body)),
  ),
);
groupChatsRouter.get(
  "/:id",
  handle({ params: idParamsSchema }, ({ caller, params }) => chats.getGroupChat(caller.uid, params.id)),
);
groupChatsRouter.get(
  "/:id/members",
  handle({ params: idParamsSchema }, ({ caller, params }) => chats.listMembers(caller.uid, params.id)),
);
groupChatsRouter.get(
  "/:id/messages",
  handle({ params: idParamsSchema, query: groupMessagesQuerySchema }, ({ caller, params, query }) =>
    chats.listMessages(caller.uid, params.id, query.limit, query.before),
  ),
);
groupChatsRouter.post(
  "/:id/messages",
  handle({ params: idParamsSchema, body: sendGroupMessageBodySchema }, async ({ caller, params, body }) =>
    created(await chats.sendMessage(caller.uid, params.id, body.content)),
  ),
);
// The caller leaves the chat ("me" only: nobody takes another member out).
groupChatsRouter.delete(
  "/:id/members/me",
  requireFreshToken,
  handle({ params: idParamsSchema }, ({ caller, params }) => chats.leaveGroupChat(caller.uid, params.id)),
);
