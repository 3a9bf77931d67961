// POST /api/daily-question/dismiss { questionId }: 204. On success the banner's dismissal status
// becomes true in the cache at once, so it hides without another request.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DismissQuestionBody } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { DAILY_QUESTION_URL } from "./get-daily-question";
import { questionDismissedUrl } from "./get-question-dismissed";

export function dismissQuestion(body: DismissQuestionBody): Promise<void> {
  return apiRequest<void>("POST", `${DAILY_QUESTION_URL}/dismiss`, body);
}

export function useDismissQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissQuestion,
    onSuccess: (_result, { questionId }) =>
      queryClient.setQueryData([questionDismissedUrl(questionId)], { isDismissed: true }),
  });
}
