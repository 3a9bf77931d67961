// /api/daily-question: thin handlers over daily-question.service.
import { Router } from "express";
import { dismissQuestionBodySchema, isDismissedQuerySchema } from "../../shared";
import { handle } from "../../middleware/handler";
import * as dailyQuestion from "./daily-question.service";

export const dailyQuestionRouter = Router();

dailyQuestionRouter.get(
  "/",
  handle({}, ({ caller }) => dailyQuestion.getDailyQuestion(caller.uid)),
);
dailyQuestionRouter.get(
  "/is-dismissed",
  handle({ query: isDismissedQuerySchema }, ({ caller, query }) =>
    dailyQuestion.isDismissed(caller.uid, query.questionId),
  ),
);
dailyQuestionRouter.post(
  "/dismiss",
  handle({ body: dismissQuestionBodySchema }, ({ caller, body }) =>
    dailyQuestion.dismissQuestion(caller.uid, body.questionId),
  ),
);
