// The live page's text, as the extension finds quotes in it. A page and the article saved from it
// differ in their whitespace (the page's line breaks and indentation, the article's paragraphs
// joined with nothing between them) and in what surrounds the article (menus, footers), so both
// sides are compared with all whitespace left out, and a quote's place is decided by the project's
// anchoring (its stored prefix and suffix tell repeated copies apart).
import { anchorHighlight, type TextSelector } from "@shared/anchoring";
import { HIGHLIGHT_CONTEXT_LENGTH } from "@shared/schemas/highlight-constants";

/** Elements whose text a reader does not see as the page's text, or that are the extension's own. */
const SKIPPED = new Set([
  "SCRIPT",
  "STYLE",
  "NOSCRIPT",
  "TEMPLATE",
  "TEXTAREA",
  "SELECT",
  "SPURQ-UI",
  "SPURQ-AVATAR",
]);

/** `text` without its whitespace. */
export const stripWhitespace = (text: string) => text.replace(/\s+/g, "");

/** The page's text without whitespace, with each character's text node and offset in it. */
export interface PageText {
  text: string;
  nodes: Text[];
  /** For each character of `text`: its node's index in `nodes`. */
  nodeOf: Int32Array;
  /** For each character of `text`: its offset in its node. */
  offsetOf: Int32Array;
}

function visibleTextNodes(root: Node): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT, {
    acceptNode: (node) =>
      node.nodeType === Node.ELEMENT_NODE && SKIPPED.has((node as Element).tagName)
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) nodes.push(node as Text);
  }
  return nodes;
}

export function readPageText(root: Node = document.body): PageText {
  const nodes = visibleTextNodes(root);
  let length = 0;
  for (const node of nodes) length += node.data.length;
  const nodeOf = new Int32Array(length);
  const offsetOf = new Int32Array(length);
  let text = "";
  let at = 0;
  nodes.forEach((node, index) => {
    const data = node.data;
    let kept = "";
    for (let i = 0; i < data.length; i++) {
      const char = data.charAt(i);
      if (/\s/.test(char)) continue;
      kept += char;
      nodeOf[at] = index;
      offsetOf[at] = i;
      at += 1;
    }
    text += kept;
  });
  return { text, nodes, nodeOf: nodeOf.subarray(0, at), offsetOf: offsetOf.subarray(0, at) };
}

/** Where `node`/`offset` (a boundary point inside a text node of the page) is in the stripped text. */
export function strippedIndex(page: PageText, node: Node, offset: number): number {
  const nodeIndex = node.nodeType === Node.TEXT_NODE ? page.nodes.indexOf(node as Text) : -1;
  if (nodeIndex === -1) {
    // An element boundary: the first character after it.
    const range = document.createRange();
    range.setStart(node, offset);
    for (let i = 0; i < page.text.length; i++) {
      const candidate = page.nodes[page.nodeOf[i]!]!;
      if (range.comparePoint(candidate, page.offsetOf[i]!) >= 0) return i;
    }
    return page.text.length;
  }
  // The first kept character at or after the point.
  let low = 0;
  let high = page.text.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const n = page.nodeOf[mid]!;
    if (n < nodeIndex || (n === nodeIndex && page.offsetOf[mid]! < offset)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** A selection on the page as a quote with its context, whitespace left out. */
export interface PageQuote {
  /** The selection's text as the reader sees it. */
  text: string;
  quote: string;
  prefix: string;
  suffix: string;
}

export function quoteOfRange(page: PageText, range: Range): PageQuote | null {
  const start = strippedIndex(page, range.startContainer, range.startOffset);
  const end = strippedIndex(page, range.endContainer, range.endOffset);
  if (end <= start) return null;
  return {
    text: range.toString(),
    quote: page.text.slice(start, end),
    prefix: page.text.slice(Math.max(0, start - HIGHLIGHT_CONTEXT_LENGTH), start),
    suffix: page.text.slice(end, end + HIGHLIGHT_CONTEXT_LENGTH),
  };
}

/**
 * Where a stored highlight stands in a text without whitespace (the page's, or the article's):
 * its quote and context stripped the same way, placed by the anchoring, which also refuses a
 * place that has not earned it (a short quote without its context).
 */
export function findQuote(
  strippedText: string,
  highlight: Pick<TextSelector, "text" | "prefix" | "suffix">,
): { start: number; end: number } | null {
  const quote = stripWhitespace(highlight.text);
  if (!quote) return null;
  const prefix = stripWhitespace(highlight.prefix).slice(-HIGHLIGHT_CONTEXT_LENGTH);
  const suffix = stripWhitespace(highlight.suffix).slice(0, HIGHLIGHT_CONTEXT_LENGTH);
  const found = anchorHighlight(strippedText, {
    text: quote,
    prefix,
    suffix,
    // No old place on this page: the first copy in its context wins.
    startOffset:
      strippedText.indexOf(prefix + quote) >= 0 ? strippedText.indexOf(prefix + quote) + prefix.length : -1,
    endOffset: 0,
  });
  return found ? { start: found.startOffset, end: found.endOffset } : null;
}
