// /api/folders and /api/tags: the folders module lists and creates them; deleting one changes
// the articles filed under it (filing.service).
import { Router } from "express";
import { createFolderBodySchema, createTagBodySchema, idParamsSchema } from "../../shared";
import { created, handle } from "../../middleware/handler";
import { requireFreshToken } from "../../middleware/authenticate";
import * as folders from "../folders";
import * as filing from "./filing.service";

export const foldersRouter = Router();
foldersRouter.get(
  "/",
  handle({}, ({ caller }) => folders.listFolders(caller.uid)),
);
foldersRouter.post(
  "/",
  handle({ body: createFolderBodySchema }, async ({ caller, body }) =>
    created(await folders.createFolder(caller.uid, body.name)),
  ),
);
foldersRouter.delete(
  "/:id",
  requireFreshToken,
  handle({ params: idParamsSchema }, ({ caller, params }) => filing.deleteFolder(caller.uid, params.id)),
);

export const tagsRouter = Router();
tagsRouter.get(
  "/",
  handle({}, ({ caller }) => folders.listTags(caller.uid)),
);
tagsRouter.post(
  "/",
  handle({ body: createTagBodySchema }, async ({ caller, body }) =>
    created(await folders.createTag(caller.uid, body.name, body.color)),
  ),
);
tagsRouter.delete(
  "/:id",
  requireFreshToken,
  handle({ params: idParamsSchema }, ({ caller, params }) => filing.deleteTag(caller.uid, params.id)),
);
