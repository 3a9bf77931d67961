// /api/search: a thin handler over search.service.
import { Router } from "express";
import { searchQuerySchema } from "../../shared";
import { handle } from "../../middleware/handler";
import { search } from "./search.service";

export const searchRouter = Router();
searchRouter.get(
  "/",
  handle({ query: searchQuerySchema }, ({ caller, query }) => search(caller.uid, query.q)),
);
