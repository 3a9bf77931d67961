// The invite dialog's texts: what it checks itself (only emptiness, and for a text
// the sender's consent, as the SMS share does) and what it says once the server has answered, in
// the interface language (`t` of the invitations namespace; the shared schemas' messages through
// translateMessage).
import type { TFunction } from "i18next";
import {
  INVITE_EMAIL_MESSAGE,
  INVITE_PHONE_MESSAGE,
  type InvitationChannel,
  type InvitationResult,
} from "@shared";
import { translateMessage } from "@/lib/i18n";
import { CONSENT_REQUIRED } from "@/lib/sms-consent";

export type InvitationsT = TFunction<"invitations">;

export interface InviteProblem {
  title: string;
  description: string;
}

/** The toast when a send fails for a reason the person cannot act on. */
export function sendFailed(t: InvitationsT): InviteProblem {
  return { title: t("problems.error"), description: t("problems.sendFailed") };
}

export function missingRecipient(channel: InvitationChannel, t: InvitationsT): InviteProblem {
  return {
    title: t("problems.missing"),
    description: translateMessage(channel === "email" ? INVITE_EMAIL_MESSAGE : INVITE_PHONE_MESSAGE),
  };
}

/** What the dialog refuses before any call, or null. */
export function inviteProblem(
  channel: InvitationChannel,
  recipient: string,
  consent: boolean,
  t: InvitationsT,
): InviteProblem | null {
  if (!recipient.trim()) return missingRecipient(channel, t);
  if (channel === "sms" && !consent) return CONSENT_REQUIRED;
  return null;
}

/** The success toast's text: an e-mail or a text was sent, or, without an SMS provider, simulated. */
export function inviteSentMessage(result: InvitationResult, t: InvitationsT): string {
  if (result.channel === "email") return t("sent.email", { to: result.to });
  return result.simulated ? t("sent.simulated", { to: result.to }) : t("sent.sms", { to: result.to });
}
