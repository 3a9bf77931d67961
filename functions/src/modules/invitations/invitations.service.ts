// Invitations: the reference client only simulated them; here they are sent. Each carries a sign-up
// link with a single-use random code, of which only the sha256 is stored (a leaked database yields
// no usable link). An e-mail is queued for the Trigger Email extension in the same batch as the
// invitation; a text goes through the SMS path with its consent and caps. Both count against the
// invitation limit. Whoever signs up through the link becomes the inviter's friend
// (redeemInviteCode, called by the sign-up sync).
import { createHash, randomBytes } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import {
  INVITATION_TTL_DAYS,
  INVITE_CODE_PARAM,
  inviteCodeSchema,
  type CreateInvitationBody,
  type InvitationResult,
} from "../../shared";
import { notFound } from "../../lib/errors";
import { appOrigin } from "../../lib/secrets";
import { logInvitationIgnored } from "../../lib/logger";
import { escapeHtml } from "../../lib/html";
import type { MailMessage } from "../mail";
import * as repo from "./invitations.repository";
import { getUser } from "../users";
import { takeAllowance } from "../rate-limits";
import { befriend } from "../friends";
import { sendText } from "../sharing";
import { now } from "../../lib/clock";

const DAY_MS = 24 * 60 * 60 * 1000;

/** 24 random bytes: 32 base64url characters, far beyond guessing. */
const newInviteCode = () => randomBytes(24).toString("base64url");
export const hashInviteCode = (code: string) => createHash("sha256").update(code).digest("hex");

/** The link a person signs up through: the Register tab, with the code the web app keeps. */
export const signUpLink = (code: string) =>
  `${appOrigin()}/#/auth?tab=register&${INVITE_CODE_PARAM}=${encodeURIComponent(code)}`;

/** Sends an invitation by e-mail or SMS from `uid`. */
export async function createInvitation(uid: string, body: CreateInvitationBody): Promise<InvitationResult> {
  const inviter = await getUser(uid);
  if (!inviter) throw notFound("User not found");
  const code = newInviteCode();
  const link = signUpLink(code);
  const id = repo.newInvitationId();
  const createdAt = Timestamp.fromDate(now());
  const invitation = {
    inviterId: uid,
    channel: body.channel,
    to: body.to,
    codeHash: hashInviteCode(code),
    createdAt,
    expiresAt: Timestamp.fromMillis(createdAt.toMillis() + INVITATION_TTL_DAYS * DAY_MS),
  };
  const result = (status: string, simulated: boolean): InvitationResult => ({
    id,
    channel: body.channel,
    to: body.to,
    status,
    simulated,
    expiresAt: invitation.expiresAt.toDate().toISOString(),
  });

  if (body.channel === "email") {
    await takeAllowance({ invitation: uid });
    await repo.saveInvitation(id, invitation, invitationEmail(inviter.username, link));
    return result("queued", false);
  }
  // Sent first, stored after: a refused or failed text (no consent, opted out, over a cap,
  // Twilio's error) leaves no invitation behind. The link works by the time anyone can open it.
  const sent = await sendText(
    uid,
    body.to,
    `${inviter.username} invites you to read together on Spurq. Sign up here: ${link}`,
    { kind: "invitation", articleId: null, highlightId: null, invitationId: id },
    { invitation: uid },
  );
  await repo.saveInvitation(id, invitation);
  return result(sent.status, sent.simulated);
}

/** The e-mail: plain text, and HTML where every interpolated value is escaped. */
export function invitationEmail(inviterName: string, link: string): MailMessage {
  const intro = `${inviterName} invites you to join them on Spurq, where friends read, highlight and talk about articles together.`;
  const after = `Sign up through this link and you and ${inviterName} will be friends on Spurq. It works once and expires in ${INVITATION_TTL_DAYS} days.`;
  const ignore = "If you weren't expecting this invitation, you can ignore this e-mail.";
  return {
    subject: `${inviterName} invited you to Spurq`,
    text: `${intro}\n\n${after}\n${link}\n\n${ignore}\n`,
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(after)}</p>`,
      `<p><a href="${escapeHtml(link)}">Join Spurq</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join("\n"),
  };
}

/**
 * Makes the new account `uid` the friend of whoever invited it with `code`. Never throws: a
 * malformed, unknown, used or expired code (or any failure) is logged and ignored, because an
 * invitation must not block a sign-up.
 */
export async function redeemInviteCode(code: string, uid: string): Promise<boolean> {
  if (!inviteCodeSchema.safeParse(code).success) {
    logInvitationIgnored({ uid, reason: "malformed" });
    return false;
  }
  try {
    const outcome = await repo.redeemInvitation(hashInviteCode(code), uid);
    if (!outcome.redeemed) {
      logInvitationIgnored({ uid, reason: outcome.reason });
      return false;
    }
    // The friends module's own transaction: it settles any request between the two as well.
    const befriended = await befriend(outcome.inviterId, uid);
    if (!befriended) logInvitationIgnored({ uid, reason: "inviter unknown" });
    return befriended;
  } catch (error) {
    logInvitationIgnored({ uid, reason: error instanceof Error ? error.message : String(error) });
    return false;
  }
}
