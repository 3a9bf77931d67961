// POST /api/feedback (issue 12 point 8): the server stores it for the operators (the spec's client
// only waited a second and pretended).
import { useMutation } from "@tanstack/react-query";
import type { FeedbackBody } from "@shared";
import { apiRequest } from "@/lib/api-client";

export const FEEDBACK_URL = "/api/feedback";

export function sendFeedback(body: FeedbackBody): Promise<{ id: string }> {
  return apiRequest<{ id: string }>("POST", FEEDBACK_URL, body);
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
