// /api/highlights and /api/comments: thin handlers over annotations.service.
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
import * as annotations from "./annotations.service";

export const highlightsRouter = Router();
highlightsRouter.post(
  "/",
  handle({ body: createHighlightBodySchema }, async ({ caller, body }) =>
    created(await annotations.createHighlight(caller.uid, body)),
  ),
);
highlightsRouter.patch(
  "/:id",
  handle({ params: idParamsSchema, body: updateHighlightBodySchema }, ({ caller, params, body }) =>
    annotations.recolourHighlight(caller.uid, params.id, body.color),
  ),
);
highlightsRouter.delete(
  "/:id",
  requireFreshToken,
  handle({ params: idParamsSchema }, ({ caller, params }) =>
    annotations.deleteHighlight(caller.uid, params.id),
  ),
);

export const commentsRouter = Router();
commentsRouter.post(
  "/",
  handle({ body: createCommentBodySchema }, async ({ caller, body }) =>
    created(await annotations.createComment(caller.uid, body)),
  ),
);
commentsRouter.patch(
  "/:id",
  handle({ params: idParamsSchema, body: updateCommentBodySchema }, ({ caller, params, body }) =>
    annotations.editComment(caller.uid, params.id, body.text),
  ),
);
commentsRouter.delete(
  "/:id",
  requireFreshToken,
  handle({ params: idParamsSchema }, ({ caller, params }) =>
    annotations.deleteComment(caller.uid, params.id),
  ),
);
