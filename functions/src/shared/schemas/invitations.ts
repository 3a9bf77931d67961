// Invitations (the Invite dialog of docs/product-spec.md §2): sent for real, by
// e-mail (a document for the Trigger Email extension) or by SMS (the Twilio path of sharing),
// each with a sign-up link carrying a single-use code.
import { z } from "zod";
import { phoneNumberSchema } from "./annotations";

export const INVITATION_CHANNELS = ["email", "sms"] as const;
export type InvitationChannel = (typeof INVITATION_CHANNELS)[number];

/** The invite dialog's texts for a missing address or number (docs/product-spec.md §5). */
export const INVITE_EMAIL_MESSAGE = "Please enter a valid email address.";
export const INVITE_PHONE_MESSAGE = "Please enter a valid phone number.";

/** How long an invitation's link may be used to sign up. */
export const INVITATION_TTL_DAYS = 30;

/** The sign-up link's query parameter that carries the code (`/#/auth?tab=register&invite=…`). */
export const INVITE_CODE_PARAM = "invite";
/** A code as the server issues it: 32 base64url characters (24 random bytes). */
export const inviteCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/, "Invalid invitation code.");

/** POST /api/invitations. */
export const createInvitationBodySchema = z.discriminatedUnion(
  "channel",
  [
    z.strictObject({
      channel: z.literal("email"),
      to: z
        .string({ error: INVITE_EMAIL_MESSAGE })
        .trim()
        .max(320, INVITE_EMAIL_MESSAGE)
        .email(INVITE_EMAIL_MESSAGE),
    }),
    z.strictObject({ channel: z.literal("sms"), to: phoneNumberSchema }),
  ],
  { error: "Choose email or sms." },
);
export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;

/** What POST /api/invitations answers (201). */
export interface InvitationResult {
  id: string;
  channel: InvitationChannel;
  to: string;
  /** E-mail: `queued` for the mail extension. SMS: Twilio's status, or `simulated` without Twilio. */
  status: string;
  simulated: boolean;
  expiresAt: string;
}
