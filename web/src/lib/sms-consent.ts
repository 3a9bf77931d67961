// The sender's consent before any text message, one source for the SMS share and
// the SMS invitation: the refusal when the box is left unticked, and POST /api/sms-consent, which
// records it and answers whether the number's owner opted out. `source` says which dialog asked.
import type { SmsConsent } from "@shared";
import { apiRequest } from "@/lib/api-client";
import { i18n } from "@/lib/i18n";

export type ConsentSource = "sharing_dialog" | "invite_dialog";

/**
 * The dialogs' words when the consent box is not ticked, in the interface
 * language when read (getters: one object, so dialogs may compare against it, that never goes stale
 * after a language change).
 */
export const CONSENT_REQUIRED: { readonly title: string; readonly description: string } = {
  get title() {
    return i18n.t("common:smsConsent.requiredTitle");
  },
  get description() {
    return i18n.t("common:smsConsent.requiredDescription");
  },
};

export function recordSmsConsent(phoneNumber: string, source: ConsentSource): Promise<SmsConsent> {
  return apiRequest<SmsConsent>("POST", "/api/sms-consent", {
    phoneNumber,
    hasConsent: true,
    consentSource: source,
  });
}
