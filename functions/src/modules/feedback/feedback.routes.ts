// POST /api/feedback: a thin handler over feedback.service.
import { Router } from "express";
import { feedbackBodySchema } from "../../shared";
import { created, handle } from "../../middleware/handler";
import { submitFeedback } from "./feedback.service";

export const feedbackRouter = Router();

feedbackRouter.post(
  "/",
  handle({ body: feedbackBodySchema }, async ({ caller, body, req }) =>
    created(await submitFeedback(caller.uid, body, req.get("user-agent"))),
  ),
);
