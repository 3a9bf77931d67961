// The browser's sanitising pass over article HTML, before it is rendered: the server stored it
// sanitised already, and this pass uses the same allowlist (@shared article-html-policy), so what
// one lets through the other does too, and a stored payload that slipped past is stopped here.
// Imported only by the reading route, so DOMPurify loads only there.
import DOMPurify from "dompurify";
import { ARTICLE_HTML_PURIFY_CONFIG, finishArticleElement } from "@shared/article-html-policy";
import { nameUnnamedLinks } from "./link-names";

DOMPurify.addHook("afterSanitizeAttributes", finishArticleElement);

/**
 * Article HTML reduced to the shared allowlist, ready for `dangerouslySetInnerHTML`. Links are
 * named after sanitising, once what they contain is final (an icon's <svg><title> is gone by then).
 */
export function sanitizeArticleHtml(html: string): string {
  const body = DOMPurify.sanitize(html, { ...ARTICLE_HTML_PURIFY_CONFIG, RETURN_DOM: true }) as Element;
  nameUnnamedLinks(body);
  return body.innerHTML;
}
