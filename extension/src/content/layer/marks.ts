// Painting highlights on the live page: each quote is found in the page's text (page-text.ts) and
// the text nodes it covers are wrapped in <spurq-mark> elements. Only text nodes are split or
// wrapped, so the page's structure and its own scripts' references to its elements stay; an
// unknown element with a dash in its name is inline and has no behaviour. The marks carry no
// names or comments (the page's own scripts can read its DOM): who made a highlight is shown in
// the extension's closed panel and in the avatar beside it, drawn in its own shadow root.
import type { Highlight } from "@shared";
import { findQuote, readPageText, type PageText } from "./page-text";

export const MARK_TAG = "spurq-mark";
export const AVATAR_TAG = "spurq-avatar";
export const MARK_ID = "data-spurq-highlight";

/** Removes every mark and avatar, joining the text nodes they split. */
export function clearMarks(root: ParentNode = document.body): void {
  for (const avatar of Array.from(root.querySelectorAll(AVATAR_TAG))) avatar.remove();
  const parents = new Set<Node>();
  for (const mark of Array.from(root.querySelectorAll(MARK_TAG))) {
    const parent = mark.parentNode;
    if (!parent) continue;
    while (mark.firstChild) parent.insertBefore(mark.firstChild, mark);
    parent.removeChild(mark);
    parents.add(parent);
  }
  for (const parent of parents) parent.normalize();
}

/** The marks of one highlight, first piece first. */
export function marksOf(id: string, root: ParentNode = document.body): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(`${MARK_TAG}[${MARK_ID}]`)).filter(
    (mark) => mark.getAttribute(MARK_ID) === id,
  );
}

/** Wraps the page's characters `start`..`end` (of the stripped text) in marks of `color`. */
function wrap(page: PageText, start: number, end: number, id: string, color: string): HTMLElement[] {
  const firstNode = page.nodeOf[start]!;
  const lastNode = page.nodeOf[end - 1]!;
  const marks: HTMLElement[] = [];
  for (let index = firstNode; index <= lastNode; index++) {
    const node = page.nodes[index]!;
    if (!node.parentNode || !node.data.trim()) continue;
    const from = index === firstNode ? page.offsetOf[start]! : 0;
    const to = index === lastNode ? page.offsetOf[end - 1]! + 1 : node.data.length;
    let target = node;
    if (from > 0) target = target.splitText(from);
    if (to - from < target.data.length) target.splitText(to - from);
    const mark = document.createElement(MARK_TAG);
    mark.setAttribute(MARK_ID, id);
    // Inline styles, marked important: the page's own styles must not hide or restyle a mark.
    mark.style.setProperty("background-color", color, "important");
    mark.style.setProperty("color", "#0f172a", "important");
    mark.style.setProperty("border-radius", "2px", "important");
    mark.style.setProperty("cursor", "pointer", "important");
    target.parentNode!.insertBefore(mark, target);
    mark.appendChild(target);
    marks.push(mark);
  }
  return marks;
}

export interface PaintedHighlight {
  highlight: Highlight;
  marks: HTMLElement[];
}

/**
 * Paints `highlights` on the page, replacing what was painted before, each found anew in the
 * page's current text; `avatar` makes the author's badge put before a highlight's first piece.
 * Returns those painted (an orphaned highlight, or one whose quote the page no longer shows, is
 * listed in the panel but not painted).
 */
export function paintHighlights(
  highlights: Highlight[],
  avatar: (highlight: Highlight) => HTMLElement,
): PaintedHighlight[] {
  clearMarks();
  const painted: PaintedHighlight[] = [];
  // Found first, then wrapped from the end of the page backwards: wrapping splits text nodes,
  // which would move the places still to be wrapped after it. `painted` is in no particular order.
  const page = readPageText();
  const found = highlights
    .filter((highlight) => !highlight.orphaned)
    .map((highlight) => ({ highlight, place: findQuote(page.text, highlight) }))
    .filter((f): f is { highlight: Highlight; place: { start: number; end: number } } => f.place !== null)
    .sort((a, b) => b.place.start - a.place.start);
  const taken: Array<{ start: number; end: number }> = [];
  const overlapping: Highlight[] = [];
  const paint = (text: PageText, highlight: Highlight, place: { start: number; end: number }) => {
    const marks = wrap(text, place.start, place.end, highlight.id, highlight.color);
    const first = marks[0];
    if (first) first.parentNode!.insertBefore(avatar(highlight), first);
    painted.push({ highlight, marks });
  };
  for (const { highlight, place } of found) {
    if (taken.some((t) => place.start < t.end && t.start < place.end)) overlapping.push(highlight);
    else {
      taken.push(place);
      paint(page, highlight, place);
    }
  }
  // A highlight overlapping another is painted over it (marks within marks), each on the page's
  // text read again, since the first pass split its text nodes. Rare, so the cost is fine.
  for (const highlight of overlapping) {
    const fresh = readPageText();
    const place = findQuote(fresh.text, highlight);
    if (place) paint(fresh, highlight, place);
  }
  return painted;
}
