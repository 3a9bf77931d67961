// DOMPurify with the strict allowlist for stored article HTML (shared/article-html-policy.ts). The
// allowlist is shared with the browser, which sanitises again with it before rendering.
import type { DOMWindow } from "jsdom";
import { ARTICLE_HTML_PURIFY_CONFIG, finishArticleElement } from "../shared";

/** Returns a sanitiser bound to a jsdom window (DOMPurify needs a DOM). */
export async function createSanitizer(window: DOMWindow): Promise<(html: string) => string> {
  const { default: createDOMPurify } = await import("dompurify");
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook("afterSanitizeAttributes", finishArticleElement);
  return (html) => purify.sanitize(html, ARTICLE_HTML_PURIFY_CONFIG);
}

export interface SharedSanitizer {
  /** A blank jsdom window, for working on sanitised article HTML. */
  window: DOMWindow;
  sanitize: (html: string) => string;
}

let shared: Promise<SharedSanitizer> | undefined;

/**
 * One jsdom window and DOMPurify for all imports of an instance: a window per page cost more
 * than the sanitising on it. Safe to share: sanitising is synchronous and DOMPurify keeps no
 * state between calls, and the window never holds a page (only the article's fragments).
 */
export function sharedSanitizer(): Promise<SharedSanitizer> {
  shared ??= import("jsdom").then(async ({ JSDOM }) => {
    const { window } = new JSDOM("");
    return { window, sanitize: await createSanitizer(window) };
  });
  return shared;
}
