// /api/users: the user search and public profiles.
import { Router } from "express";
import { idParamsSchema, userSearchQuerySchema } from "../../shared";
import { handle } from "../../middleware/handler";
import * as userSearch from "./user-search.service";

export const usersRouter = Router();

usersRouter.get(
  "/search",
  handle({ query: userSearchQuerySchema }, ({ caller, query }) =>
    userSearch.searchUsers(caller.uid, query.q),
  ),
);
usersRouter.get(
  "/:id",
  handle({ params: idParamsSchema }, ({ caller, params }) => userSearch.userProfile(caller.uid, params.id)),
);
