// The invite dialog's texts (spec 5 and 8): what it checks itself (only emptiness, and for a text
// the sender's consent, as the SMS share does) and what it says once the server has answered.
import {
  INVITE_EMAIL_MESSAGE,
  INVITE_PHONE_MESSAGE,
  type InvitationChannel,
  type InvitationResult,
} from "@shared";
import { CONSENT_REQUIRED } from "@/lib/sms-consent";

export interface InviteProblem {
  title: string;
  description: string;
}

export const SEND_FAILED: InviteProblem = {
  title: "Error",
  description: "Failed to send invitation. Please try again later.",
};

export function missingRecipient(channel: InvitationChannel): InviteProblem {
  return {
    title: "Missing information",
    description: channel === "email" ? INVITE_EMAIL_MESSAGE : INVITE_PHONE_MESSAGE,
  };
}

/** What the dialog refuses before any call, or null. */
export function inviteProblem(
  channel: InvitationChannel,
  recipient: string,
  consent: boolean,
): InviteProblem | null {
  if (!recipient.trim()) return missingRecipient(channel);
  if (channel === "sms" && !consent) return CONSENT_REQUIRED;
  return null;
}

/** The success toast's text: an e-mail or a text was sent, or, without an SMS provider, simulated. */
export function inviteSentMessage(result: InvitationResult): string {
  if (result.channel === "email") return `An invitation email has been sent to ${result.to}.`;
  return result.simulated
    ? `Simulated: no SMS provider is set up here, so no real SMS invitation was sent to ${result.to}.`
    : `An SMS invitation has been sent to ${result.to}.`;
}
