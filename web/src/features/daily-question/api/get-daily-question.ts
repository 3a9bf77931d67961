// GET /api/daily-question: the user's question of the day, or null when there is no passage to
// ask about. The server keeps one per day, so refetching is harmless.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DailyQuestion } from "@shared";
import { apiRequest } from "@/lib/api-client";

export const DAILY_QUESTION_URL = "/api/daily-question";

export function getDailyQuestion(): Promise<DailyQuestion | null> {
  return apiRequest<DailyQuestion | null>("GET", DAILY_QUESTION_URL);
}

export const dailyQuestionQueryOptions = () =>
  queryOptions({ queryKey: [DAILY_QUESTION_URL], queryFn: getDailyQuestion });

/** The day's question; `enabled` false when the user turned the question of the day off. */
export function useDailyQuestion(enabled = true) {
  return useQuery({ ...dailyQuestionQueryOptions(), enabled });
}
