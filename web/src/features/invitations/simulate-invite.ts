// Invitations are only simulated in the client for now (spec 2 and 7): wait 1 s, report success.

export const INVITE_SIMULATION_MS = 1000;

export type InviteChannel = "email" | "sms";

/** Resolves after the spec's 1 s; a later issue replaces this with a real server call. */
export function simulateInvite(_channel: InviteChannel, _recipient: string): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, INVITE_SIMULATION_MS));
}

/** The validation toast for an empty recipient (spec 5: only emptiness is checked), or null. */
export function inviteValidationMessage(channel: InviteChannel, recipient: string): string | null {
  if (recipient.trim()) return null;
  return channel === "email" ? "Please enter a valid email address." : "Please enter a valid phone number.";
}

export function inviteSuccessMessage(channel: InviteChannel, recipient: string): string {
  return channel === "email"
    ? `An invitation email has been sent to ${recipient.trim()}.`
    : `An SMS invitation has been sent to ${recipient.trim()}.`;
}
