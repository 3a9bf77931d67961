// POST /api/sms-consent: records that the sender has the recipient's permission (spec 7).
import type { SmsConsent } from "@shared";
import { apiRequest } from "@/lib/api-client";

export function recordSmsConsent(phoneNumber: string): Promise<SmsConsent> {
  return apiRequest<SmsConsent>("POST", "/api/sms-consent", {
    phoneNumber,
    hasConsent: true,
    consentSource: "sharing_dialog",
  });
}
