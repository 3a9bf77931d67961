// POST /api/share/highlight/sms: sends a highlight by SMS (simulated where no Twilio account is set up).
import type { SmsShareResult } from "@shared";
import { apiRequest } from "@/lib/api-client";

export function shareHighlightSms(highlightId: string, recipientPhone: string, customMessage?: string) {
  return apiRequest<SmsShareResult>("POST", "/api/share/highlight/sms", {
    highlightId,
    recipientPhone,
    ...(customMessage ? { customMessage } : {}),
  });
}
