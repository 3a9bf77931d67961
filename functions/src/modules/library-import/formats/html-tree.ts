// The HTML exports (Pocket's, the browsers' bookmark files) read with parse5, the HTML standard's
// parser: bookmark files leave <DT> and <p> unclosed, and only the standard's rules nest their
// folders the way browsers read them back. Elements keep their line for skipped-entry reasons.
import type { DefaultTreeAdapterTypes } from "parse5";

export type HtmlNode = DefaultTreeAdapterTypes.Node;
export type HtmlElement = DefaultTreeAdapterTypes.Element;
export type HtmlDocument = DefaultTreeAdapterTypes.Document;

export async function parseHtml(text: string): Promise<HtmlDocument> {
  // parse5 is an ES module: loaded when a file needs it, as parse-page.ts does.
  const { parse } = await import("parse5");
  return parse(text, { sourceCodeLocationInfo: true });
}

export function isElement(node: HtmlNode): node is HtmlElement {
  return "tagName" in node;
}

/** Every element under `node`, in document order. */
export function* elementsIn(node: HtmlNode): Generator<HtmlElement> {
  const children = "childNodes" in node ? node.childNodes : [];
  for (const child of children) {
    if (!isElement(child)) continue;
    yield child;
    yield* elementsIn(child);
  }
}

/** The attribute's value (names are lower-case, as parse5 gives them), or undefined. */
export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The element's text, whitespace runs made one space, trimmed. */
export function textOfElement(node: HtmlNode): string {
  let text = "";
  const walk = (current: HtmlNode) => {
    if (current.nodeName === "#text" && "value" in current) text += current.value;
    if ("childNodes" in current) current.childNodes.forEach(walk);
  };
  walk(node);
  return text.replace(/\s+/g, " ").trim();
}

/** "line 12", where the element starts in the file. */
export function lineOf(element: HtmlElement): string {
  return `line ${element.sourceCodeLocation?.startLine ?? 0}`;
}
