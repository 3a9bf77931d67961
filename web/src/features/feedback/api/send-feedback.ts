// POST /api/feedback: the server stores it for the operators (the reference client only waited a
// second and pretended; docs/decisions.md, What the reference client only simulated, Spurq does).
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
