// The page as the reader's browser rendered it: the live DOM (text a script added, a paywall
// lifted after sign-in, a cookie-gated paragraph), serialised, without what only runs or styles
// it. JSON-LD scripts stay: the server reads the author from them. Read only when the reader
// asks to save the page.
import type { CapturedPage } from "../shared/messages";

const DROPPED = [
  'script:not([type="application/ld+json"])',
  "style",
  "noscript",
  "template",
  "iframe",
  "object",
  "embed",
  'link[rel~="stylesheet"]',
  'link[rel~="preload"]',
  'link[rel~="modulepreload"]',
  'link[rel~="icon"]',
].join(",");

export function capturePage(doc: Document = document): CapturedPage {
  const root = doc.documentElement.cloneNode(true) as HTMLElement;
  for (const element of root.querySelectorAll(DROPPED)) element.remove();
  const doctype = doc.doctype ? `<!DOCTYPE ${doc.doctype.name}>` : "<!DOCTYPE html>";
  return { url: doc.location.href, html: `${doctype}\n${root.outerHTML}` };
}
