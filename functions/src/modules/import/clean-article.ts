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

/** Removes page chrome from extracted article HTML in place; keeps headings, lists, tables, code, quotes. */
export function cleanArticle(container: Element): void {
  removeLinkLists(container);
  removeLinkLines(container);
  removeCaptions(container);
}
