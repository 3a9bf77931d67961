// GET /api/home: a thin handler over home.service.
import { Router } from "express";
import { handle } from "../../middleware/handler";
import { homeScreen } from "./home.service";

export const homeRouter = Router();

homeRouter.get(
  "/",
  handle({}, ({ caller }) => homeScreen(caller.uid)),
);
