// Invitations: the reference client only simulated them; here they are sent. Each carries a sign-up
// link with a single-use random code, of which the invitation keeps only the sha256. An e-mail is
// queued for the Trigger Email extension in the same batch as the invitation, and holds the code
// only until it is used; a text goes through the SMS path with its consent and caps, and its stored
// copy never holds it. Both count against the invitation limit. Whoever signs up through the link
// with the address or number it went to, verified, becomes the inviter's friend (redeemInviteCode,
// called by the sign-up sync). Whoever signs up with the invited address not yet verified (a
// password sign-up) is kept on the invitation, and becomes the friend once the address is proved
// (redeemPendingInvitations, called by the sync that first sees it verified).
import { createHash, randomBytes } from "node:crypto";
import { Timestamp, type Transaction } from "firebase-admin/firestore";
import {
  INVITATION_TTL_DAYS,
  INVITE_CODE_PARAM,
  inviteCodeSchema,
  type CreateInvitationBody,
  type InvitationResult,
} from "../../shared";
import { notFound } from "../../lib/errors";
import { adminAuth, runTransaction } from "../../lib/firebase";
import { appOrigin } from "../../lib/secrets";
import { logInvitationIgnored, type InvitationStage } from "../../lib/logger";
import { escapeHtml } from "../../lib/html";
import { mailInTransaction, rewriteMail, type MailMessage } from "../mail";
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

/** The Register tab: what the sign-up link is without its code. */
const registerLink = () => `${appOrigin()}/#/auth?tab=register`;

/** The link a person signs up through: the Register tab, with the code the web app keeps. */
export const signUpLink = (code: string) =>
  `${registerLink()}&${INVITE_CODE_PARAM}=${encodeURIComponent(code)}`;

/** The text an SMS invitation sends, with `link`. */
const invitationText = (inviterName: string, link: string) =>
  `${inviterName} invites you to read together on Spurq. Sign up here: ${link}`;

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
  // The stored copy names the sign-up page without the code.
  const sent = await sendText(
    uid,
    body.to,
    invitationText(inviter.username, link),
    { kind: "invitation", articleId: null, highlightId: null, invitationId: id },
    { invitation: uid },
    { stored: invitationText(inviter.username, registerLink()) },
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

/** Why a code was not redeemed, for the log. */
type RedeemOutcome =
  | { redeemed: true; inviterId: string }
  | {
      redeemed: false;
      reason: "unknown" | "used" | "expired" | "own" | "not the invitee" | "awaiting verification";
    };

/** What the account has proved it owns, as Firebase Authentication says now. */
interface ProvedAddresses {
  email: string | null;
  phoneNumber: string | null;
  /** Its e-mail address while it is not verified (anyone can type any address at sign-up). */
  unprovedEmail: string | null;
}

async function provedAddresses(uid: string): Promise<ProvedAddresses> {
  const account = await adminAuth().getUser(uid);
  const email = account.email ? account.email.toLowerCase() : null;
  return {
    email: account.emailVerified ? email : null,
    // Firebase Authentication holds a phone number only once a code sent to it was entered.
    phoneNumber: account.phoneNumber ?? null,
    unprovedEmail: account.emailVerified ? null : email,
  };
}

/** Whether the invitation went to an address or number the account has proved it owns. */
function sentTo(invitation: repo.InvitationDoc, account: ProvedAddresses): boolean {
  return invitation.channel === "email"
    ? account.email !== null && account.email === invitation.to.toLowerCase()
    : account.phoneNumber !== null && account.phoneNumber === invitation.to;
}

/**
 * Whether the invitation went to the account's address, which it has not proved yet: it may be
 * redeemed once it has. Numbers never wait: Firebase Authentication holds only proved ones.
 */
function awaitsProof(invitation: repo.InvitationDoc, account: ProvedAddresses): boolean {
  return (
    invitation.channel === "email" &&
    account.unprovedEmail !== null &&
    account.unprovedEmail === invitation.to.toLowerCase()
  );
}

/** The sign-up link's code as the e-mail still carries it, when it is the invitation's code. */
const CODE_IN_LINK = new RegExp(`[?&]${INVITE_CODE_PARAM}=([A-Za-z0-9_-]{32})`);
function codeInMail(message: MailMessage, codeHash: string): string | undefined {
  const code = CODE_IN_LINK.exec(message.text)?.[1];
  return code && hashInviteCode(code) === codeHash ? code : undefined;
}

/** The invitation e-mail once its code is spent: its link opens the Register tab, without the code. */
function withoutCode(message: MailMessage, code: string): MailMessage {
  const spent = (text: string, link: string, plain: string) =>
    text.replaceAll(link, plain).replaceAll(code, "");
  return {
    subject: spent(message.subject, signUpLink(code), registerLink()),
    text: spent(message.text, signUpLink(code), registerLink()),
    html: spent(message.html, escapeHtml(signUpLink(code)), escapeHtml(registerLink())),
  };
}

type FindInvitation = (
  tx: Transaction,
) => Promise<{ id: string; invitation: repo.InvitationDoc } | undefined>;

/**
 * Marks the invitation that `find` reads used by `uid`, once: one transaction checks that it is
 * unused, unexpired, someone else's and sent to an address or number `uid` proved, so two sign-ups
 * (or syncs) racing for one invitation cannot both win, and takes the code out of the e-mail that
 * carried it. Sent to `uid`'s address, not yet proved: `uid` is kept on it (when `keepPending`),
 * and nothing else changes.
 */
function redeem(
  find: FindInvitation,
  uid: string,
  account: ProvedAddresses,
  keepPending: boolean,
): Promise<RedeemOutcome> {
  const at = Timestamp.fromDate(now());
  return runTransaction(async (tx): Promise<RedeemOutcome> => {
    const found = await find(tx);
    if (!found) return { redeemed: false, reason: "unknown" };
    const { id, invitation } = found;
    if (invitation.usedBy) return { redeemed: false, reason: "used" };
    if (invitation.expiresAt.toMillis() <= at.toMillis()) return { redeemed: false, reason: "expired" };
    if (invitation.inviterId === uid) return { redeemed: false, reason: "own" };
    if (!sentTo(invitation, account)) {
      if (!awaitsProof(invitation, account)) return { redeemed: false, reason: "not the invitee" };
      if (keepPending && invitation.pendingFor !== uid) repo.markPending(tx, id, uid);
      return { redeemed: false, reason: "awaiting verification" };
    }
    const mail = invitation.mailId ? await mailInTransaction(tx, invitation.mailId) : undefined;
    repo.markUsed(tx, id, uid, at);
    // The e-mail still holds the code until now; the invitation only ever held its hash.
    const code = mail && codeInMail(mail.message, invitation.codeHash);
    if (mail && code && invitation.mailId)
      rewriteMail(tx, invitation.mailId, withoutCode(mail.message, code));
    return { redeemed: true, inviterId: invitation.inviterId };
  });
}

/** After a redemption: the friends module's own transaction, which settles any request between the two as well. */
async function befriendInviter(
  outcome: RedeemOutcome,
  uid: string,
  stage: InvitationStage,
): Promise<boolean> {
  if (!outcome.redeemed) {
    logInvitationIgnored({ uid, stage, reason: outcome.reason });
    return false;
  }
  const befriended = await befriend(outcome.inviterId, uid);
  if (!befriended) logInvitationIgnored({ uid, stage, reason: "inviter unknown" });
  return befriended;
}

/**
 * Makes the new account `uid` the friend of whoever invited it with `code`, when the invitation
 * went to the account's verified e-mail address or its phone number (a forwarded or leaked link
 * befriends nobody, and the code stays for the invitee). When it went to the account's address,
 * not verified yet (a password sign-up), the account is kept on the invitation and befriended
 * once the address is proved (redeemPendingInvitations); the code still works for a sign-up that
 * proves it. Never throws: a malformed, unknown, used, expired or someone else's code (or any
 * failure) is logged and ignored, because an invitation must not block a sign-up.
 */
export async function redeemInviteCode(code: string, uid: string): Promise<boolean> {
  const stage = "sign-up";
  if (!inviteCodeSchema.safeParse(code).success) {
    logInvitationIgnored({ uid, stage, reason: "malformed" });
    return false;
  }
  try {
    const codeHash = hashInviteCode(code);
    const find: FindInvitation = (tx) => repo.invitationByCodeHash(tx, codeHash);
    return await befriendInviter(await redeem(find, uid, await provedAddresses(uid), true), uid, stage);
  } catch (error) {
    logInvitationIgnored({ uid, stage, reason: error instanceof Error ? error.message : String(error) });
    return false;
  }
}

/**
 * Redeems the invitations `uid` signed up with before it proved the address they went to: called
 * by the sync that first sees the address verified. Each is redeemed as at a sign-up, checked
 * again in its own transaction against what Firebase Authentication says now (the proved address
 * must be the invited one), so it happens once however often this runs, and another address
 * never redeems it. Returns how many made friends. Never throws: the sync goes on regardless.
 */
export async function redeemPendingInvitations(uid: string): Promise<number> {
  const stage = "address verified";
  try {
    const ids = await repo.pendingInvitationIds(uid);
    if (ids.length === 0) return 0;
    const account = await provedAddresses(uid);
    let befriended = 0;
    for (const id of ids) {
      const outcome = await redeem((tx) => repo.invitationById(tx, id), uid, account, false);
      if (await befriendInviter(outcome, uid, stage)) befriended += 1;
    }
    return befriended;
  } catch (error) {
    logInvitationIgnored({ uid, stage, reason: error instanceof Error ? error.message : String(error) });
    return 0;
  }
}
