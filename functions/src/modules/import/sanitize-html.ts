// DOMPurify with a strict allowlist for stored article HTML (SECURITY.md, "Stored XSS"):
// structure and text formatting, links and images with absolute http(s) addresses, and nothing
// that runs, styles, frames, submits or embeds. The browser sanitises again before rendering.
import type { DOMWindow } from "jsdom";

const ALLOWED_TAGS = [
  "a",
  "abbr",
  "article",
  "b",
  "blockquote",
  "br",
  "caption",
  "cite",
  "code",
  "dd",
  "del",
  "dfn",
  "div",
  "dl",
  "dt",
  "em",
  "figcaption",
  "figure",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "i",
  "img",
  "ins",
  "kbd",
  "li",
  "mark",
  "ol",
  "p",
  "pre",
  "q",
  "s",
  "samp",
  "section",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "u",
  "ul",
];
const ALLOWED_ATTR = [
  "href",
  "src",
  "alt",
  "title",
  "width",
  "height",
  "colspan",
  "rowspan",
  "datetime",
  "lang",
  "dir",
];
/** Only absolute web and mail links; relative links were made absolute by Readability. */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:)/i;

/** Returns a sanitiser bound to a jsdom window (DOMPurify needs a DOM). */
export async function createSanitizer(window: DOMWindow): Promise<(html: string) => string> {
  const { default: createDOMPurify } = await import("dompurify");
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "A" && node.getAttribute("href")) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer nofollow");
    }
    if (node.nodeName === "IMG") node.setAttribute("loading", "lazy");
  });
  return (html) =>
    purify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOWED_URI_REGEXP,
      ADD_ATTR: ["target", "rel", "loading"],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      KEEP_CONTENT: true,
    });
}
