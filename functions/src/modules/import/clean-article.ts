// Readability keeps some page chrome inside what it extracts. These rules remove it by structure
// and link density, never by a site's class names, so they hold for pages we have not seen. Each
// was kept only where npm run bench:extraction showed it removing chrome far more often than
// article text, on both trafilatura's evaluation set and Zyte's article benchmark.

/** Share of a block's text inside links above which a short block or a list is navigation. */
const LINK_DENSITY = 0.6;
/** Characters of text below which a link-dense block is a "read more" line, not a paragraph. */
const SHORT_BLOCK = 200;

const BLOCK_CHILDREN = "p, div, ul, ol, table, pre, blockquote, figure";

const textLength = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim().length;

/** Share of the text inside links that lead elsewhere (in-page anchors, as on headings, do not count). */
export function linkDensity(element: Element): number {
  const length = textLength(element);
  if (!length) return 0;
  let linked = 0;
  for (const link of element.querySelectorAll("a[href]")) {
    if (!link.getAttribute("href")!.startsWith("#")) linked += textLength(link);
  }
  return linked / length;
}

/** Lists of links: "related", "most popular", tag and share lists, trailing link lists. */
function removeLinkLists(container: Element): void {
  for (const list of [...container.querySelectorAll("ul, ol")]) {
    if (container.contains(list) && list.children.length >= 2 && linkDensity(list) >= LINK_DENSITY)
      list.remove();
  }
}

/** Short blocks that are mostly a link: "Read more: <headline>", teasers, "follow us" lines. */
function removeLinkLines(container: Element): void {
  for (const block of [...container.querySelectorAll("p, div, h2, h3, h4, h5, h6")]) {
    if (!container.contains(block) || block.querySelector(BLOCK_CHILDREN)) continue;
    const length = textLength(block);
    if (length > 0 && length < SHORT_BLOCK && linkDensity(block) >= LINK_DENSITY) block.remove();
  }
}

/**
 * Captions and credits under pictures: both corpora count them as outside the article's text,
 * long explanatory ones included (keeping those lost more precision than it won recall); the
 * picture stays.
 */
function removeCaptions(container: Element): void {
  for (const caption of [...container.querySelectorAll("figcaption")]) caption.remove();
}

/**
 * A block that is only a widget's label or an address: "Advertisement", "Image 3 of 8", "Close",
 * "12 comments", "Loading...", a bare URL. Words of the interface, in the languages we import
 * most; never a sentence.
 */
const LABEL =
  /^(?:advert(?:isement)?s?|anzeige|werbung|publicit[ée]|publicidad|pubblicit[àa]|sponsored(?: content)?|image(?: \d+ of \d+)?|photo|caption|close|share(?: this)?|\d* ?comments?|print|e-?mail|loading\W*|continue reading|read more|tell us what you think\W*|breaking news|https?:\/\/\S+)$/i;

/** "Sign up for our newsletter", "delivered to your inbox": a subscription box's sentence. */
const SUBSCRIBE = /\b(?:sign up|subscribe|newsletter)\b[^.!?]*\b(?:newsletter|inbox|e-?mail|today)\b/i;

/** A site's footer line: "© 2019 Example Media", "All rights reserved". */
const COPYRIGHT = /^(?:©|\(c\)|copyright\b)|\ball rights reserved\b/i;

/** What a dateline is made of: dates, times, zones and the words around them. */
const DATE_PARTS =
  /\b(?:(?:last )?updated|published|posted|modified|on|at|am|pm|a\.m\.|p\.m\.|[a-z]{1,2}[sd]t|utc|gmt|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b|\d+(?:st|nd|rd|th)?|[\s,.:/|\u2013\u2014-]+/gi;

/** A line that is only a date and time, as "Updated 11:21 pm CST, Tuesday, November 19, 2019". */
const isDateline = (text: string) => text.length < 80 && /\d/.test(text) && !text.replace(DATE_PARTS, "");

/** Leaf blocks that are only a widget's label, an address, a date, a footer line or a call to subscribe. */
function removeLabelsAndPitches(container: Element): void {
  for (const block of [...container.querySelectorAll("p, div, span, h2, h3, h4, h5, h6")]) {
    if (!container.contains(block) || block.querySelector(BLOCK_CHILDREN)) continue;
    const text = (block.textContent ?? "").replace(/\s+/g, " ").trim();
    if (!text) continue;
    const short = text.length < SHORT_BLOCK;
    if (LABEL.test(text) || isDateline(text) || (short && (SUBSCRIBE.test(text) || COPYRIGHT.test(text))))
      block.remove();
  }
}

/** Removes page chrome from extracted article HTML in place; keeps headings, lists, tables, code, quotes. */
export function cleanArticle(container: Element): void {
  removeLinkLists(container);
  removeLinkLines(container);
  removeCaptions(container);
  removeLabelsAndPitches(container);
}
