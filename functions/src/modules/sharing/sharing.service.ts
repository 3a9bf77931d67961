// Sharing by SMS: consent is recorded before anything is sent, the number is validated (E.164),
// sends are rate-limited per user and per recipient, an opted-out number is never texted again,
// and every message is stored with Twilio's status, or as simulated where no Twilio account is
// configured.
import {
  SMS_HIGHLIGHT_PREVIEW_LENGTH,
  SMS_OPTED_OUT,
  type SmsConsent,
  type SmsShareResult,
} from "../../shared";
import { AppError, forbidden } from "../../lib/errors";
import { appOrigin } from "../../lib/secrets";
import * as repo from "./sharing.repository";
import { TwilioError, sendSms, twilioConfigured } from "./twilio-sender";
import { readableArticle } from "../library";
import { readableHighlight } from "../annotations";
import { takeAllowance, type RateLimitName } from "../rate-limits";

/** Twilio's code for a recipient who replied STOP. */
const TWILIO_OPTED_OUT = 21610;
const optedOut = () => new AppError(422, SMS_OPTED_OUT);

export async function getConsent(uid: string, phoneNumber: string): Promise<SmsConsent> {
  return consentOf(phoneNumber, await repo.getConsent(uid, phoneNumber));
}

export async function recordConsent(
  uid: string,
  phoneNumber: string,
  hasConsent: boolean,
  source: string,
): Promise<SmsConsent> {
  return consentOf(phoneNumber, await repo.setConsent(uid, phoneNumber, hasConsent, source));
}

function consentOf(phoneNumber: string, consent: repo.ConsentDoc | undefined): SmsConsent {
  return {
    phoneNumber,
    hasConsent: consent?.hasConsent === true,
    consentSource: consent?.consentSource ?? null,
    optedOut: consent?.optedOut === true,
  };
}

interface ShareInput {
  recipientPhone: string;
  customMessage?: string | undefined;
}

export async function shareArticle(
  uid: string,
  articleId: string,
  input: ShareInput,
): Promise<SmsShareResult> {
  const article = await readableArticle(uid, articleId);
  const link = article.url ?? `${appOrigin()}/#/articles/${article.id}`;
  const text = input.customMessage ?? `I'm reading "${article.title}" on Spurq.`;
  return sendText(uid, input.recipientPhone, `${text}\n${link}`, {
    kind: "article",
    articleId: article.id,
    highlightId: null,
  });
}

export async function shareHighlight(
  uid: string,
  highlightId: string,
  input: ShareInput,
): Promise<SmsShareResult> {
  const { highlight, article } = await readableHighlight(uid, highlightId);
  const link = article.url ?? `${appOrigin()}/#/articles/${article.id}?highlight=${highlight.id}`;
  const text = input.customMessage ?? `"${highlightPreview(highlight.text)}" from "${article.title}"`;
  return sendText(uid, input.recipientPhone, `${text}\n${link}`, {
    kind: "highlight",
    articleId: article.id,
    highlightId: highlight.id,
  });
}

/** A highlight's default SMS text: 50 characters plus an ellipsis, as the reference client. */
export function highlightPreview(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > SMS_HIGHLIGHT_PREVIEW_LENGTH
    ? `${flat.slice(0, SMS_HIGHLIGHT_PREVIEW_LENGTH)}…`
    : flat;
}

/** What a message is about, stored with it. */
export type MessageSubject = Pick<repo.MessageDoc, "kind" | "articleId" | "highlightId" | "invitationId">;

/**
 * Sends one text from `uid` to `to` with the consent, opt-out and caps every SMS has: refused
 * without the sender's recorded consent or when the number opted out, then one unit of each SMS
 * limit, and of `limits` (the caller's own, e.g. invitations), is taken, all or none. Stored with
 * Twilio's status, or as simulated where no Twilio account is configured; `stored` is the text
 * kept and answered instead of `body` when the sent one holds a secret (an invitation's code).
 */
export async function sendText(
  uid: string,
  to: string,
  body: string,
  subject: MessageSubject,
  limits: Partial<Record<RateLimitName, string>> = {},
  { stored = body }: { stored?: string } = {},
): Promise<SmsShareResult> {
  const consent = await repo.getConsent(uid, to);
  if (consent?.optedOut) throw optedOut();
  if (!consent?.hasConsent) {
    throw forbidden(
      "Consent required: you must confirm you have permission to send messages to this number.",
    );
  }
  await takeAllowance({ ...limits, sms: uid, smsRecipient: to });
  const record = { userId: uid, to, body: stored, ...subject };
  if (!twilioConfigured()) {
    const id = await repo.recordMessage({
      ...record,
      status: "simulated",
      simulated: true,
      twilioSid: null,
      errorCode: null,
    });
    return { id, status: "simulated", simulated: true, body: stored };
  }
  try {
    const sent = await sendSms(to, body);
    const id = await repo.recordMessage({
      ...record,
      status: sent.status,
      simulated: false,
      twilioSid: sent.sid,
      errorCode: null,
    });
    return { id, status: sent.status, simulated: false, body: stored };
  } catch (error) {
    if (!(error instanceof TwilioError)) throw error;
    await repo.recordMessage({
      ...record,
      status: "failed",
      simulated: false,
      twilioSid: null,
      errorCode: error.code,
    });
    if (error.code === TWILIO_OPTED_OUT) {
      await repo.markOptedOut(uid, to);
      throw optedOut();
    }
    throw new AppError(502, "The text message could not be sent. Please check the number and try again.", {
      twilioCode: error.code,
    });
  }
}
