// The browser extension's routes under /api/articles: the hashed addresses of the caller's
// library, and the friends' layer of one article with the version the extension polls. Mounted
// before the articles router, whose GET /:id would otherwise take "page-index" for an id.
import { Router } from "express";
import { idParamsSchema, pageIndexQuerySchema } from "../../shared";
import { handle } from "../../middleware/handler";
import { takeAllowance } from "../rate-limits";
import { assertActiveAccount } from "../users";
import * as layer from "./page-layer.service";

export const pageLayerRouter = Router();

pageLayerRouter.get(
  "/page-index",
  handle({ query: pageIndexQuerySchema }, ({ caller, query }) =>
    // Only the whole list takes the allowance: a check for changes costs what changed, and the
    // extension makes one on every page it opens. Taking it writes its counter: like every write,
    // only for an active account (a deleted account's token stays valid for up to an hour and
    // must leave nothing behind).
    layer.pageIndex(caller.uid, query.since, async () => {
      await assertActiveAccount(caller.uid);
      await takeAllowance({ pageIndex: caller.uid });
    }),
  ),
);
pageLayerRouter.get(
  "/:id/layer",
  handle({ params: idParamsSchema }, ({ caller, params }) => layer.pageLayer(caller.uid, params.id)),
);
pageLayerRouter.get(
  "/:id/layer/version",
  handle({ params: idParamsSchema }, ({ caller, params }) => layer.pageLayerVersion(caller.uid, params.id)),
);
