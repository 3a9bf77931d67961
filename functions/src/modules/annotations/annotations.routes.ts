// /api/highlights and /api/comments: thin handlers over highlights.service and comments.service.
import { Router } from "express";
import {
  createCommentBodySchema,
  createHighlightBodySchema,
  idParamsSchema,
  updateCommentBodySchema,
  updateHighlightBodySchema,
} from "../../shared";
import { created, handle } from "../../middleware/handler";
import { requireFreshToken } from "../../middleware/authenticate";
import * as comments from "./comments.service";
import * as highlights from "./highlights.service";

export const highlightsRouter = Router();
highlightsRouter.post(
  "/",
  handle({ body: createHighlightBodySchema }, async ({ caller, body }) =>
    created(await highlights.createHighlight(caller.uid, body)),
  ),
);
highlightsRouter.patch(
  "/:id",
  handle({ params: idParamsSchema, body: updateHighlightBodySchema }, ({ caller, params, body }) =>
    highlights.recolourHighlight(caller.uid, params.id, body.color),
  ),
);
highlightsRouter.delete(
  "/:id",
  requireFreshToken,
  handle({ params: idParamsSchema }, ({ caller, params }) =>
    highlights.deleteHighlight(caller.uid, params.id),
  ),
);

export const commentsRouter = Router();
commentsRouter.post(
  "/",
  handle({ body: createCommentBodySchema }, async ({ caller, body }) =>
    created(await comments.createComment(caller.uid, body)),
  ),
);
commentsRouter.patch(
  "/:id",
  handle({ params: idParamsSchema, body: updateCommentBodySchema }, ({ caller, params, body }) =>
    comments.editComment(caller.uid, params.id, body.text),
  ),
);
commentsRouter.delete(
  "/:id",
  requireFreshToken,
  handle({ params: idParamsSchema }, ({ caller, params }) => comments.deleteComment(caller.uid, params.id)),
);
