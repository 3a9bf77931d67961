// POST /api/spurqs: ask a friend about an article or one of its highlights.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateSpurqBody, SentSpurq } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { CHANGES_PROGRESS } from "@/lib/progress-refresh";
import { SPURQS_URL, refreshSpurqs } from "./keys";

export function sendSpurq(body: CreateSpurqBody): Promise<SentSpurq> {
  return apiRequest<SentSpurq>("POST", SPURQS_URL, body);
}

export function useSendSpurq() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: CHANGES_PROGRESS,
    mutationFn: sendSpurq,
    onSuccess: () => refreshSpurqs(queryClient),
  });
}
