// An imported page's HTML is stored as the article's content, which holds at most
// ARTICLE_CONTENT_MAX characters (the write must stay under Firestore's request limit), as PDF
// imports are. A longer page keeps its beginning, cut between blocks or words so the HTML stays
// whole, and ends with a visible note saying the rest was not imported.
import { ARTICLE_CONTENT_MAX } from "../../shared";
import { cutBetweenWords } from "../../lib/cut-between-words";

export const PAGE_LENGTH_NOTE = `[The rest of this page was not imported: an article holds at most ${ARTICLE_CONTENT_MAX.toLocaleString("en")} characters.]`;

/** Keeps the children of `parent` that fit in `budget` characters of serialised HTML; returns what is left. */
function keepWithin(parent: Node, budget: number, serialize: (node: Node) => string): number {
  let left = budget;
  for (const child of [...parent.childNodes]) {
    if (left <= 0) {
      child.remove();
      continue;
    }
    const length = serialize(child).length;
    if (length <= left) {
      left -= length;
      continue;
    }
    if (child.nodeType === 3) {
      // Text is serialised with its entities escaped; cut on the escaped length conservatively.
      child.textContent = cutBetweenWords(
        child.textContent ?? "",
        Math.max(0, left - (length - (child.textContent ?? "").length)),
      );
      left = 0;
    } else if (child.nodeType === 1) {
      const element = child as Element;
      const tags = serialize(element).length - element.innerHTML.length;
      if (left > tags) left = keepWithin(element, left - tags, serialize);
      else element.remove();
      left = 0;
    } else {
      child.remove();
    }
  }
  return left;
}

/** Cuts the container's HTML to the article limit with the note, in place; true when it cut. */
export function capArticleHtml(container: Element): boolean {
  if (container.innerHTML.length <= ARTICLE_CONTENT_MAX) return false;
  const document = container.ownerDocument;
  const note = document.createElement("p");
  note.textContent = PAGE_LENGTH_NOTE;
  const serialize = (node: Node) => {
    if (node.nodeType === 1) return (node as Element).outerHTML;
    const holder = document.createElement("div");
    holder.append(node.cloneNode());
    return holder.innerHTML;
  };
  keepWithin(container, ARTICLE_CONTENT_MAX - note.outerHTML.length, serialize);
  container.append(note);
  return true;
}
