// The SMS dialog's checks (the number is there, in international format, and consent is given),
// in that order, and the one the server answers: a number whose owner opted out. Texts in the
// interface language (`t` of the sharing namespace).
import type { TFunction } from "i18next";
import { E164_PATTERN, SMS_OPTED_OUT } from "@shared/schemas/annotation-constants";
import { translateMessage } from "@/lib/i18n";
import { CONSENT_REQUIRED } from "@/lib/sms-consent";

export type SharingT = TFunction<"sharing">;

export interface SmsProblem {
  field: "phone" | "consent";
  title: string;
  description: string;
}

/** The recipient replied STOP to an earlier message: Spurq sends nothing more to the number. */
export function optedOutProblem(t: SharingT): SmsProblem {
  return { field: "phone", title: t("problems.optedOut"), description: translateMessage(SMS_OPTED_OUT) };
}

export function smsProblem(phone: string, consent: boolean, t: SharingT): SmsProblem | null {
  const number = phone.trim();
  if (!number)
    return {
      field: "phone",
      title: t("problems.phoneRequired"),
      description: t("problems.phoneRequiredDescription"),
    };
  if (!E164_PATTERN.test(number))
    return {
      field: "phone",
      title: t("problems.phoneInvalid"),
      description: t("problems.phoneInvalidDescription"),
    };
  if (!consent)
    return { field: "consent", title: CONSENT_REQUIRED.title, description: CONSENT_REQUIRED.description };
  return null;
}
