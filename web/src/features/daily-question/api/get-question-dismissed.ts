// GET /api/daily-question/is-dismissed?questionId=: whether the user dismissed that question.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { DAILY_QUESTION_URL } from "./get-daily-question";

export const questionDismissedUrl = (questionId: string) =>
  `${DAILY_QUESTION_URL}/is-dismissed?questionId=${encodeURIComponent(questionId)}`;

export function getQuestionDismissed(questionId: string): Promise<{ isDismissed: boolean }> {
  return apiRequest<{ isDismissed: boolean }>("GET", questionDismissedUrl(questionId));
}

export const questionDismissedQueryOptions = (questionId: string) =>
  queryOptions({
    queryKey: [questionDismissedUrl(questionId)],
    queryFn: () => getQuestionDismissed(questionId),
  });

/** Asked only once the day's question is known. */
export function useQuestionDismissed(questionId: string | undefined) {
  return useQuery({ ...questionDismissedQueryOptions(questionId ?? ""), enabled: Boolean(questionId) });
}
