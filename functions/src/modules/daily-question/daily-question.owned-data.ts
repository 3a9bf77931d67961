// The questions of the day a user owns (lib/owned-data.ts): the kept days (with the repeat
// window's history) and dismissals. Friends' kept questions about the user's articles (which
// go with the account) name the owner; they are chosen again on request.
import { ownerField, userSubcollection, type OwnedData } from "../../lib/owned-data";
import { DAILY_QUESTIONS, DISMISSED_QUESTIONS } from "./daily-question.repository";

export const dailyQuestionOwnedData: readonly OwnedData[] = [
  userSubcollection(DAILY_QUESTIONS),
  userSubcollection(DISMISSED_QUESTIONS),
];

export const questionsAboutOwnArticlesData: OwnedData = ownerField(
  DAILY_QUESTIONS,
  "articleOwnerId",
  "group",
);
