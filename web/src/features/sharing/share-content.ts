// What a share carries: the article's source address where there is one
// (the reading screen itself is private to its owner, so a recipient could not open it) and, for
// a highlight, its text as a quote, introduced in the sharer's interface language.
import type { TFunction } from "i18next";
import { SMS_HIGHLIGHT_PREVIEW_LENGTH } from "@shared/schemas/annotation-constants";

export type ShareTarget =
  | { kind: "article"; articleId: string; title: string; url: string | null }
  | {
      kind: "highlight";
      highlightId: string;
      articleId: string;
      title: string;
      url: string | null;
      quote: string;
    };

export interface ShareContent {
  title: string;
  /** The text of the share without the address. */
  text: string;
  /** The address a recipient can open, or null when the article has no source. */
  url: string | null;
  twitter: string;
  facebook: string | null;
  linkedin: string | null;
  email: string;
  /** What 'Copy to clipboard' copies. */
  clipboard: string;
}

export function shareContent(target: ShareTarget, t: TFunction<"sharing">): ShareContent {
  const text =
    target.kind === "highlight"
      ? t("content.quoteFrom", { quote: target.quote, title: target.title })
      : target.title;
  const url = target.url;
  const withUrl = url ? `${text}\n\n${url}` : text;
  const twitter = new URL("https://twitter.com/intent/tweet");
  twitter.searchParams.set("text", text);
  if (url) twitter.searchParams.set("url", url);
  const email = `mailto:?subject=${encodeURIComponent(target.title)}&body=${encodeURIComponent(withUrl)}`;
  return {
    title: target.title,
    text,
    url,
    twitter: twitter.toString(),
    facebook: url
      ? `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}${
          target.kind === "highlight" ? `&quote=${encodeURIComponent(target.quote)}` : ""
        }`
      : null,
    linkedin: url ? `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` : null,
    email,
    clipboard: withUrl,
  };
}

/** A highlight's default SMS text is cut to 50 characters plus an ellipsis. */
export function smsPreview(target: ShareTarget): string {
  if (target.kind === "article") return target.title;
  const quote = target.quote;
  return quote.length > SMS_HIGHLIGHT_PREVIEW_LENGTH
    ? `${quote.slice(0, SMS_HIGHLIGHT_PREVIEW_LENGTH)}\u2026`
    : quote;
}
