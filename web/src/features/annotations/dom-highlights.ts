// The DOM side of anchoring: a selection in the article body becomes a text selector (offsets in
// the body's textContent, the text definition of @shared/anchoring), and stored highlights are
// drawn by wrapping the text nodes they cover in <mark> elements. Only text nodes are ever split
// or wrapped, so paragraphs, links and inline markup keep their structure; whitespace-only nodes
// between blocks (inside <ul>, <table>...) are left alone so no <mark> lands where it may not.
import { describeSelection, type TextSelector } from "@shared/anchoring";

export const MARK_ATTRIBUTE = "data-highlight-id";
const MARK_CLASSES = "spurq-highlight cursor-pointer rounded-sm text-slate-900 [box-decoration-break:clone]";

/** The number of text characters in `root` before the boundary point (node, offset). */
export function textOffset(root: Node, node: Node, offset: number): number {
  const range = root.ownerDocument!.createRange();
  range.setStart(root, 0);
  range.setEnd(node, offset);
  return range.toString().length;
}

/**
 * The selector of the current selection when it lies wholly inside `root` and is not blank after
 * trimming; null otherwise.
 */
export function selectionToSelector(root: HTMLElement, selection: Selection | null): TextSelector | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return null;
  const text = root.textContent ?? "";
  const start = textOffset(root, range.startContainer, range.startOffset);
  const end = textOffset(root, range.endContainer, range.endOffset);
  return describeSelection(text, start, end);
}

export interface DrawnHighlight {
  id: string;
  color: string;
  startOffset: number;
  endOffset: number;
  /** Read by screen readers and shown on hover, e.g. "Yellow highlight by ada". */
  label: string;
}

/** Removes every drawn highlight, joining the text nodes they split. */
export function clearHighlights(root: HTMLElement): void {
  const marks = root.querySelectorAll(`mark[${MARK_ATTRIBUTE}]`);
  for (const mark of Array.from(marks)) {
    const parent = mark.parentNode;
    if (!parent) continue;
    while (mark.firstChild) parent.insertBefore(mark.firstChild, mark);
    parent.removeChild(mark);
  }
  root.normalize();
}

/** The text nodes of `root` with the offset each starts at. */
function textNodes(root: HTMLElement): Array<{ node: Text; start: number }> {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Array<{ node: Text; start: number }> = [];
  let at = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    nodes.push({ node: text, start: at });
    at += text.data.length;
  }
  return nodes;
}

function wrap(highlight: DrawnHighlight, root: HTMLElement): HTMLElement[] {
  const marks: HTMLElement[] = [];
  for (const { node, start } of textNodes(root)) {
    const end = start + node.data.length;
    if (end <= highlight.startOffset || start >= highlight.endOffset) continue;
    if (!node.data.trim()) continue;
    let target = node;
    const from = Math.max(0, highlight.startOffset - start);
    const to = Math.min(node.data.length, highlight.endOffset - start);
    if (from > 0) target = target.splitText(from);
    if (to - from < target.data.length) target.splitText(to - from);
    const mark = root.ownerDocument.createElement("mark");
    mark.setAttribute(MARK_ATTRIBUTE, highlight.id);
    mark.className = MARK_CLASSES;
    mark.style.backgroundColor = highlight.color;
    mark.title = highlight.label;
    target.parentNode!.insertBefore(mark, target);
    mark.appendChild(target);
    marks.push(mark);
  }
  const first = marks[0];
  if (first) {
    // The first piece carries the accessible name; the rest are continuations.
    first.setAttribute("aria-label", highlight.label);
    first.dataset.first = "true";
  }
  return marks;
}

/** Draws `highlights` (already anchored) in `root`, replacing whatever was drawn before. */
export function drawHighlights(root: HTMLElement, highlights: DrawnHighlight[]): void {
  clearHighlights(root);
  const length = (root.textContent ?? "").length;
  for (const highlight of highlights) {
    if (highlight.startOffset < 0 || highlight.endOffset > length) continue;
    if (highlight.endOffset <= highlight.startOffset) continue;
    wrap(highlight, root);
  }
}

/** Every drawn piece of a highlight, first piece first. */
export function findMarks(root: ParentNode, id: string): HTMLElement[] {
  const marks = Array.from(root.querySelectorAll<HTMLElement>(`mark[${MARK_ATTRIBUTE}]`));
  return marks.filter((mark) => mark.getAttribute(MARK_ATTRIBUTE) === id);
}

/** The first drawn piece of a highlight. */
export function findMark(root: ParentNode, id: string): HTMLElement | null {
  return findMarks(root, id)[0] ?? null;
}
