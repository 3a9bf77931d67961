// /api/folders and /api/tags: thin handlers over labels.service.
import { Router } from "express";
import { createFolderBodySchema, createTagBodySchema, idParamsSchema } from "../../shared";
import { created, handle } from "../../middleware/handler";
import { requireFreshToken } from "../../middleware/authenticate";
import * as labels from "./labels.service";

export const foldersRouter = Router();
foldersRouter.get(
  "/",
  handle({}, ({ caller }) => labels.listFolders(caller.uid)),
);
foldersRouter.post(
  "/",
  handle({ body: createFolderBodySchema }, async ({ caller, body }) =>
    created(await labels.createFolder(caller.uid, body.name)),
  ),
);
foldersRouter.delete(
  "/:id",
  requireFreshToken,
  handle({ params: idParamsSchema }, ({ caller, params }) => labels.deleteFolder(caller.uid, params.id)),
);

export const tagsRouter = Router();
tagsRouter.get(
  "/",
  handle({}, ({ caller }) => labels.listTags(caller.uid)),
);
tagsRouter.post(
  "/",
  handle({ body: createTagBodySchema }, async ({ caller, body }) =>
    created(await labels.createTag(caller.uid, body.name, body.color)),
  ),
);
tagsRouter.delete(
  "/:id",
  requireFreshToken,
  handle({ params: idParamsSchema }, ({ caller, params }) => labels.deleteTag(caller.uid, params.id)),
);
