// The messages of the live-page features: a content script (the highlight toolbar and the
// friends' layer, inside a web page) asks the background, which alone holds the session and calls
// Spurq. A content script runs inside pages that may be hostile, so the background checks every
// field of these requests (the guard below) and acts only for the sender's own tab.
import type { ArticleRecipients, Comment, Highlight, PageLayer, SentSpurq, TextSelector } from "@shared";
import type { CapturedPage } from "./messages";
import { t } from "./i18n";

/** A page of the reader's library that the current page is: its article, own or shared. */
export interface LayerMatch {
  articleId: string;
  own: boolean;
}

/** Someone the reader may ask about an article. */
export interface AskablePerson {
  id: string;
  username: string;
}

/** The stored article's text parts, for anchoring a new highlight against it. */
export interface ArticleBody {
  content: string;
  contentType: "html" | "text";
}

/** Content script → background. */
export type LayerRequest =
  /** Whether the page is in the library: the page's candidate canonical addresses, hashed there. */
  | { type: "layer/match"; addresses: string[] }
  | { type: "layer/get"; articleId: string }
  | { type: "layer/version"; articleId: string }
  /** Saves the sender's page (the reader chose to highlight on a page not yet saved). */
  | { type: "layer/save"; page: CapturedPage; addresses: string[] }
  | { type: "layer/body"; articleId: string }
  | { type: "layer/highlight"; articleId: string; selector: TextSelector; color: string }
  | { type: "layer/comment"; highlightId: string; text: string }
  | { type: "layer/recipients"; articleId: string }
  | {
      type: "layer/ask";
      articleId: string;
      highlightId: string | null;
      recipientId: string;
      question: string;
    }
  | { type: "layer/open"; articleId: string }
  /** A person's picture (a path of Spurq's public avatar route) as a data: URL. */
  | { type: "layer/avatar"; path: string }
  /** The reader opened this article in Spurq's own pages. */
  | { type: "layer/seen"; articleId: string };

/** Every answer: the value, or an error sentence for the reader. */
export type LayerResult<T> = { ok: true; value: T } | { ok: false; error: string };

export interface LayerResponses {
  "layer/match": { connected: boolean; uid: string | null; matches: LayerMatch[] };
  "layer/get": PageLayer;
  "layer/version": { version: string };
  "layer/save": LayerMatch;
  "layer/body": ArticleBody;
  "layer/highlight": Highlight;
  "layer/comment": Comment;
  "layer/recipients": AskablePerson[];
  "layer/ask": SentSpurq;
  "layer/open": { opened: true };
  "layer/seen": { known: boolean };
  "layer/avatar": { dataUrl: string | null };
}

export type { ArticleRecipients };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
const isId = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{1,128}$/.test(value);
const isText = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.length <= max;
const isAddresses = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= 4 && value.every((address) => isText(address, 4096));

function isSelector(value: unknown): value is TextSelector {
  return (
    isObject(value) &&
    Number.isInteger(value.startOffset) &&
    Number.isInteger(value.endOffset) &&
    isText(value.text, 5000) &&
    isText(value.prefix, 128) &&
    isText(value.suffix, 128)
  );
}

/** Whether `value` is a well-formed request of a content script. */
export function isLayerRequest(value: unknown): value is LayerRequest {
  if (!isObject(value) || typeof value.type !== "string") return false;
  switch (value.type) {
    case "layer/match":
      return isAddresses(value.addresses);
    case "layer/get":
    case "layer/version":
    case "layer/body":
    case "layer/recipients":
    case "layer/open":
    case "layer/seen":
      return isId(value.articleId);
    case "layer/save":
      return (
        isObject(value.page) &&
        isText(value.page.url, 4096) &&
        isText(value.page.html, 8 * 1024 * 1024) &&
        isAddresses(value.addresses)
      );
    case "layer/highlight":
      return isId(value.articleId) && isSelector(value.selector) && isText(value.color, 16);
    case "layer/avatar":
      return (
        typeof value.path === "string" &&
        /^\/api\/avatars\/[A-Za-z0-9_%-]{1,160}(\?v=[A-Za-z0-9_%.-]{1,64})?$/.test(value.path)
      );
    case "layer/comment":
      return isId(value.highlightId) && isText(value.text, 2000);
    case "layer/ask":
      return (
        isId(value.articleId) &&
        (value.highlightId === null || isId(value.highlightId)) &&
        isId(value.recipientId) &&
        isText(value.question, 1000)
      );
    default:
      return false;
  }
}

/** Asks the background from a content script; throws the reader's sentence on failure. */
export async function askLayer<T extends LayerRequest>(request: T): Promise<LayerResponses[T["type"]]> {
  const answer = (await chrome.runtime.sendMessage(request)) as LayerResult<LayerResponses[T["type"]]>;
  if (!answer || typeof answer !== "object") throw new Error(t("errorNoAnswer"));
  if (!answer.ok) throw new Error(answer.error);
  return answer.value;
}
