// /api/search: a thin handler over search.service.
import { Router } from "express";
import { searchQuerySchema } from "../../shared";
import { handle } from "../../middleware/handler";
import { takeAllowance } from "../rate-limits";
import { search } from "./search.service";

export const searchRouter = Router();
searchRouter.get(
  "/",
  handle({ query: searchQuerySchema }, async ({ caller, query }) => {
    await takeAllowance({ search: caller.uid });
    return search(caller.uid, query.q);
  }),
);
