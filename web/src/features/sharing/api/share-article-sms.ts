// POST /api/share/article/sms: sends an article by SMS (simulated where no Twilio account is set up).
import type { SmsShareResult } from "@shared";
import { apiRequest } from "@/lib/api-client";

export function shareArticleSms(articleId: string, recipientPhone: string, customMessage?: string) {
  return apiRequest<SmsShareResult>("POST", "/api/share/article/sms", {
    articleId,
    recipientPhone,
    ...(customMessage ? { customMessage } : {}),
  });
}
