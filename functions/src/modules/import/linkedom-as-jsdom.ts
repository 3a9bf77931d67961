// linkedom made to answer as jsdom (and the HTML standard) wherever Readability's result depends
// on the DOM; each difference was found comparing the two on trafilatura's evaluation set.
import type { Parse5, Linkedom } from "./parse-page";
import { linkedomTreeAdapter } from "./linkedom-tree-adapter";
import { matchJsdomAttributes, owner } from "./linkedom-attributes";

const ASCII_WHITESPACE = /[\t\n\f\r ]+/g;
const HTML_NS = "http://www.w3.org/1999/xhtml";

/**
 * Where Readability's result depends on the DOM, linkedom is made to answer as jsdom (and the
 * standard): innerHTML parses and serialises with parse5 (Readability re-parses the body when it
 * retries, and <noscript> images; its result is the article's innerHTML), createElement lowercases
 * the name, a new attribute goes last and a class is kept as written, an image's `src`
 * is its resolved URL, and the title is the first <title>'s own text with whitespace collapsed.
 * Patched on linkedom's classes once per process: nothing else in the functions uses linkedom.
 */
export function matchJsdom(parse5: Parse5, linkedom: Linkedom): void {
  const { document } = linkedom.parseHTML("");
  matchJsdomAttributes(document);
  // An HTML document's createElement lowercases the name (Readability asks for "P" and "DIV").
  const createElement = owner(document, "createElement") as Document;
  const create = createElement.createElement;
  Object.defineProperty(createElement, "createElement", {
    configurable: true,
    writable: true,
    value(this: Document, name: string, options?: ElementCreationOptions) {
      return create.call(
        this,
        String(name).replace(/[A-Z]+/g, (letters) => letters.toLowerCase()),
        options,
      );
    },
  });
  Object.defineProperty(owner(document.createElement("div"), "innerHTML"), "innerHTML", {
    configurable: true,
    // linkedom leaves "&" in attribute values unescaped, so a literal "&#39;" comes back as "'".
    get(this: Element) {
      const adapter = linkedomTreeAdapter(this.ownerDocument);
      return parse5.serialize(this, { treeAdapter: adapter, scriptingEnabled: false });
    },
    set(this: Element, html: string) {
      const adapter = linkedomTreeAdapter(this.ownerDocument);
      const fragment = parse5.parseFragment(this, String(html), {
        treeAdapter: adapter,
        scriptingEnabled: false,
      });
      this.replaceChildren(fragment);
    },
  });
  Object.defineProperty(owner(document.createElement("img"), "src"), "src", {
    configurable: true,
    get(this: Element) {
      const src = this.getAttribute("src");
      if (src === null) return "";
      try {
        return new URL(src, this.ownerDocument.baseURI ?? undefined).href;
      } catch {
        return src;
      }
    },
  });
  Object.defineProperty(owner(document, "title"), "title", {
    configurable: true,
    get(this: Document) {
      // The first HTML <title> in tree order (an SVG icon's <title> is not the page's).
      const title = [...this.getElementsByTagName("title")].find(
        (element) => element.namespaceURI === HTML_NS,
      );
      if (!title) return "";
      let text = "";
      for (const child of title.childNodes) if (child.nodeType === 3) text += (child as Text).data;
      return text.replace(ASCII_WHITESPACE, " ").replace(/^ | $/g, "");
    },
  });
}
