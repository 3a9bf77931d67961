// Before Readability reads a page, the boxes that publishing systems name for what they are go:
// newsletter and subscription boxes, share bars, related and recommended stories, tag lists,
// comment sections, author bios, captions and credits, and text meant only for screen readers.
// Readability drops some of these by name itself, but spares any whose name also holds "article",
// "body", "content" or even "and" ("related-articles", "share-standard"), and it strips the names
// from what it returns, so the cleaning after it can no longer see them. The words are generic
// (the vocabulary of WordPress, schema-less themes and news systems alike), never one site's. A
// box that holds a large share of the page's text is the article itself (a WordPress <article>
// carries "tag-..." classes), and stays.

/** Words of a class or id that name page furniture rather than the article. */
const FURNITURE = new Set([
  "newsletter",
  "newsletters",
  "subscribe",
  "subscription",
  "signup",
  "share",
  "sharing",
  "sharebar",
  "social",
  "related",
  "recommended",
  "recommendations",
  "tags",
  "comments",
  "bio",
  "caption",
  "credit",
  "credits",
  "ad",
  "ads",
  "advert",
  "advertisement",
  "advertising",
  "sponsored",
  "cookie",
  "cookies",
  "consent",
  "gdpr",
  "popular",
  "trending",
  "breadcrumb",
  "breadcrumbs",
  "byline",
  "dateline",
  "timestamp",
  "meta",
]);

/** Whole class names for text that is not on screen (labels for screen readers). */
const OFF_SCREEN = new Set([
  "sr-only",
  "visually-hidden",
  "visuallyhidden",
  "screen-reader-text",
  "off-screen",
  "offscreen",
]);

/** Caption and credit boxes that hold the picture itself keep it: only their text goes. */
const PICTURE_WORDS = new Set(["caption", "credit", "credits"]);

/** Share of the body's text above which a named box is the article, not furniture. */
const ARTICLE_SHARE = 0.3;

const KEPT_TAGS = new Set(["HTML", "BODY", "MAIN", "ARTICLE"]);

/** First words that make a name a flag on the article's own box: "no-share", "has-recommendations". */
const FLAGS = new Set(["no", "has", "with", "without", "is", "show", "hide", "enable", "disable"]);

/** The words of each class and id name: "articleByline__bio" -> article, byline, bio. */
export function nameWords(element: Element): string[][] {
  const names = `${element.getAttribute("class") ?? ""} ${element.getAttribute("id") ?? ""}`;
  return names
    .split(/\s+/)
    .filter(Boolean)
    .map((name) =>
      name
        .replace(/([a-z])([A-Z])/g, "$1 $2")
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    );
}

function isFurniture(element: Element, furniture: Set<string>): boolean {
  const classes = (element.getAttribute("class") ?? "").toLowerCase().split(/\s+/);
  if (classes.some((name) => OFF_SCREEN.has(name))) return true;
  const words = nameWords(element)
    .filter((name) => !FLAGS.has(name[0]!))
    .flat()
    .filter((word) => furniture.has(word));
  if (!words.length) return false;
  if (words.every((word) => PICTURE_WORDS.has(word)) && element.querySelector("img, picture, video"))
    return false;
  return !holdsArticleText(element);
}

/** Characters from which a paragraph is prose rather than a teaser, label or form text. */
const PROSE = 120;
/** Prose paragraphs from which a box holds the article (a theme's "share" class on the post). */
const ARTICLE_PARAGRAPHS = 3;

function holdsArticleText(element: Element): boolean {
  let prose = 0;
  for (const paragraph of element.getElementsByTagName("p")) {
    if (textLength(paragraph) >= PROSE && ++prose >= ARTICLE_PARAGRAPHS) return true;
  }
  return false;
}

const textLength = (node: Node) => (node.textContent ?? "").replace(/\s+/g, "").length;

/** Removes named page furniture from a parsed page in place; call before Readability. */
export function prunePage(document: Document, furniture = FURNITURE): void {
  const body = document.body;
  if (!body) return;
  const limit = ARTICLE_SHARE * textLength(body);
  // A walk in document order (linkedom's getElementsByTagName("*") finds nothing), outermost
  // first: once a box goes, what it held need not be looked at.
  let element: Element | null = body.firstElementChild;
  while (element) {
    const named = element.hasAttribute("class") || element.hasAttribute("id");
    if (
      named &&
      !KEPT_TAGS.has(element.tagName) &&
      isFurniture(element, furniture) &&
      textLength(element) <= limit
    ) {
      const next = nextOutside(element, body);
      element.remove();
      element = next;
      continue;
    }
    element = element.firstElementChild ?? nextOutside(element, body);
  }
}

/** The element after `element` and its subtree, within `root`. */
function nextOutside(element: Element, root: Element): Element | null {
  for (let at: Element | null = element; at && at !== root; at = at.parentElement) {
    if (at.nextElementSibling) return at.nextElementSibling;
  }
  return null;
}
