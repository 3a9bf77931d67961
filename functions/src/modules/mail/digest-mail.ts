// A pending digest as the e-mail its recipient gets: in their language, their flag permitting,
// every user-provided value (usernames, titles, comments, questions, highlighted text)
// HTML-escaped in the HTML part.
import { DEFAULT_NOTIFICATION_SETTINGS, DEFAULT_PREFERENCES } from "../../shared";
import { appOrigin } from "../../lib/secrets";
import type { MailMessage } from "./mail.repository";
import { DIGEST_TEXTS, type DigestTexts } from "./digest-texts";
import { DIGEST_FLAGS, type DigestItem, type DigestKind } from "./digests.repository";
import { escapeHtml } from "../../lib/html";
import { type UserDoc } from "../users";

/** A digest about to go out: its kind, how many events it counts, the latest of them. */
export interface DigestContent {
  kind: DigestKind;
  count: number;
  items: DigestItem[];
}

/** Where each kind's "Open Spurq" link leads: the screen that lists such events. */
const KIND_PATHS: Record<DigestKind, string> = {
  friendRequests: "/friends",
  spurqs: "/notifications",
  articleComments: "/articles",
  highlights: "/articles",
};

/** Whether `user` wants e-mails of `kind` now: their flag, or its default when unset. */
export function wantsDigest(user: UserDoc, kind: DigestKind): boolean {
  const flag = DIGEST_FLAGS[kind];
  return (user.notifications?.[flag] ?? DEFAULT_NOTIFICATION_SETTINGS[flag]) === true;
}

/**
 * The mail for `digest`, or null when its recipient turned the kind off or has no address that
 * Firebase Authentication says they proved: anyone can sign up with someone else's address, and
 * that person must not get Spurq's e-mails (docs/decisions.md, "Services that run simulated").
 */
export function composeDigest(
  digest: DigestContent,
  user: UserDoc,
): { to: string; message: MailMessage } | null {
  if (!wantsDigest(user, digest.kind) || !user.email || user.emailVerified !== true) return null;
  const language = user.preferences?.language ?? DEFAULT_PREFERENCES.language;
  const texts = DIGEST_TEXTS[language] ?? DIGEST_TEXTS.english;
  return { to: user.email, message: digestMessage(texts, digest, user.username, appOrigin()) };
}

const link = (origin: string, path: string) => `${origin}/#${path}`;

/** The subject, plain text and HTML of a digest (exported for the unit tests of every language). */
export function digestMessage(
  texts: DigestTexts,
  digest: DigestContent,
  username: string,
  origin: string,
): MailMessage {
  const { kind, count, items } = digest;
  const line = (item: DigestItem, value: (raw: string) => string) =>
    texts.item[kind]({
      actor: value(item.actor),
      title: value(item.articleTitle ?? ""),
      text: item.text === null ? null : value(item.text),
    });
  const hidden = count - items.length;
  const home = link(origin, KIND_PATHS[kind]);
  const why = texts.why(texts.setting[kind]);

  const text = [
    texts.greeting(username),
    "",
    ...items.map((item) => `- ${line(item, String)}\n  ${link(origin, item.path)}`),
    ...(hidden > 0 ? [texts.more(hidden)] : []),
    "",
    `${texts.open}: ${home}`,
    "",
    why,
    "",
  ].join("\n");

  const html = [
    `<p>${escapeHtml(texts.greeting(username))}</p>`,
    "<ul>",
    ...items.map(
      (item) => `<li><a href="${escapeHtml(link(origin, item.path))}">${line(item, escapeHtml)}</a></li>`,
    ),
    "</ul>",
    ...(hidden > 0 ? [`<p>${escapeHtml(texts.more(hidden))}</p>`] : []),
    `<p><a href="${escapeHtml(home)}">${escapeHtml(texts.open)}</a></p>`,
    `<p>${escapeHtml(why)}</p>`,
  ].join("\n");

  return { subject: texts.subject[kind](count), text, html };
}
