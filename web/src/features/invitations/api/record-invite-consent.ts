// POST /api/sms-consent from the invite dialog: the sender confirms they may text the number, as
// before every SMS (the sharing feature has its own call; features do not import each other).
import type { SmsConsent } from "@shared";
import { apiRequest } from "@/lib/api-client";

export function recordInviteConsent(phoneNumber: string): Promise<SmsConsent> {
  return apiRequest<SmsConsent>("POST", "/api/sms-consent", {
    phoneNumber,
    hasConsent: true,
    consentSource: "invite_dialog",
  });
}
