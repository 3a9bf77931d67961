// DOMPurify with the strict allowlist for stored article HTML (SECURITY.md, "Stored XSS"). The
// allowlist is shared with the browser, which sanitises again with it before rendering.
import type { DOMWindow } from "jsdom";
import { ARTICLE_HTML_PURIFY_CONFIG, finishArticleElement } from "../../shared";

/** Returns a sanitiser bound to a jsdom window (DOMPurify needs a DOM). */
export async function createSanitizer(window: DOMWindow): Promise<(html: string) => string> {
  const { default: createDOMPurify } = await import("dompurify");
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook("afterSanitizeAttributes", finishArticleElement);
  return (html) => purify.sanitize(html, ARTICLE_HTML_PURIFY_CONFIG);
}
