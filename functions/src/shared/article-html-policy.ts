// The one allowlist for article HTML, for DOMPurify on both sides: the server cleans imported and
// edited HTML with it before storing, the browser again before rendering. Structure and text
// formatting, links (http, https, mailto) and images (http, https), and nothing that runs, styles,
// frames, submits or embeds: no SVG or MathML, no class, id, style, data-* or aria-* attributes,
// no data: images.
// Plain data and a hook, no DOMPurify import: each side brings its own DOMPurify (on jsdom on the
// server), and the shared contract stays free of DOM and Node code.

export const ARTICLE_HTML_TAGS = [
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

export const ARTICLE_HTML_ATTRIBUTES = [
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

/** Only absolute web and mail addresses; relative links were made absolute by Readability. */
const ALLOWED_URI = /^(?:https?:|mailto:)/i;
/** What DOMPurify strips from a URI before judging it ("java\tscript:" is javascript:). */
const URI_IGNORED = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g; // eslint-disable-line no-control-regex

/** DOMPurify's options for article HTML; pair them with `finishArticleElement` as the hook. */
export const ARTICLE_HTML_PURIFY_CONFIG = {
  ALLOWED_TAGS: ARTICLE_HTML_TAGS,
  ALLOWED_ATTR: ARTICLE_HTML_ATTRIBUTES,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  // Set by the hook below; an incoming `target` is overwritten there too.
  ADD_ATTR: ["target", "rel", "loading"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
};

/** The few element methods the hook uses, so this file needs no DOM types. */
export interface PurifiedElement {
  nodeName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/**
 * DOMPurify's `afterSanitizeAttributes` hook for article HTML. DOMPurify lets `data:` through on
 * images whatever the URI rule says, so every address is judged here once more; links open in a
 * new tab and tell the target nothing about the reader; images load lazily.
 */
export function finishArticleElement(node: PurifiedElement): void {
  for (const name of ["href", "src"]) {
    const value = node.getAttribute(name);
    if (value !== null && !ALLOWED_URI.test(value.replace(URI_IGNORED, ""))) node.removeAttribute(name);
  }
  if (node.nodeName === "A" && node.getAttribute("href")) {
    node.setAttribute("target", "_blank");
    node.setAttribute("rel", "noopener noreferrer nofollow");
  }
  if (node.nodeName === "IMG") node.setAttribute("loading", "lazy");
}
