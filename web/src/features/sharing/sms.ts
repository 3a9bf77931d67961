// The SMS dialog's checks (spec 5, SMS share), in the order the spec gives them, and the one the
// server answers: a number whose owner opted out.
import { E164_PATTERN, SMS_OPTED_OUT } from "@shared";
import { CONSENT_REQUIRED } from "@/lib/sms-consent";

/** The recipient replied STOP to an earlier message: Spurq sends nothing more to the number. */
export const OPTED_OUT_PROBLEM: SmsProblem = {
  field: "phone",
  title: "Number opted out",
  description: SMS_OPTED_OUT,
};

export interface SmsProblem {
  field: "phone" | "consent";
  title: string;
  description: string;
}

export function smsProblem(phone: string, consent: boolean): SmsProblem | null {
  const number = phone.trim();
  if (!number)
    return {
      field: "phone",
      title: "Phone number required",
      description: "Please enter a valid phone number",
    };
  if (!E164_PATTERN.test(number))
    return {
      field: "phone",
      title: "Invalid phone number",
      description: "Please use international format with country code (e.g., +12025551234)",
    };
  if (!consent) return { field: "consent", ...CONSENT_REQUIRED };
  return null;
}
