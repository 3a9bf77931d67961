// Attributes on linkedom elements in jsdom's order and with jsdom's values: linkedom puts a new
// attribute first and normalises a class's tokens, jsdom (as the standard) appends and keeps the
// value as written; Readability copies attributes in order (turning a <div> into a <p>), and
// DOMPurify keeps that order in the stored HTML.

/** The owner of a property along an object's prototype chain. */
export function owner(object: object, property: string): object {
  let prototype = Object.getPrototypeOf(object) as object | null;
  while (prototype && !Object.prototype.hasOwnProperty.call(prototype, property))
    prototype = Object.getPrototypeOf(prototype) as object | null;
  if (!prototype) throw new Error(`linkedom has no ${property}`);
  return prototype;
}

type SetAttribute = (this: Element, name: string, value: string) => void;
type SetClass = (this: Element, value: string) => void;
/** linkedom's own setAttribute (puts a new attribute first) and className setter (for HTML elements). */
let addAttribute: SetAttribute | undefined;
let setClass: SetClass | undefined;

/**
 * Sets the attributes in order on a new element, as jsdom keeps them: linkedom puts a new
 * attribute first, so they go in from the last. A class keeps its value as written (linkedom
 * normalises the tokens).
 */
export function setNewAttributes(element: Element, attributes: { name: string; value: string }[]): void {
  for (let index = attributes.length - 1; index >= 0; index--) {
    const { name, value } = attributes[index]!;
    if (name !== "class") addAttribute!.call(element, name, value);
    else {
      if (element.namespaceURI === HTML_NS) setClass!.call(element, value);
      else element.className = value;
      element.getAttributeNode("class")!.value = value;
    }
  }
}

const HTML_NS = "http://www.w3.org/1999/xhtml";

/** Patches linkedom's setAttribute, setAttributeNode and className once per process (nothing else uses linkedom). */
export function matchJsdomAttributes(document: Document): void {
  const element = owner(document.createElement("div"), "setAttribute") as Element;
  addAttribute = element.setAttribute as SetAttribute;
  Object.defineProperty(element, "setAttribute", {
    configurable: true,
    writable: true,
    value(this: Element, name: string, value: string) {
      const known = this.getAttributeNode(name);
      if (known) {
        known.value = String(value);
        return;
      }
      const attributes = [...this.attributes].map(({ name, value }) => ({ name, value }));
      for (const { name } of attributes) this.removeAttribute(name);
      setNewAttributes(this, [...attributes, { name, value: String(value) }]);
    },
  });
  // Readability copies attributes with setAttributeNode (turning a <div> into a <p>): in order too.
  Object.defineProperty(element, "setAttributeNode", {
    configurable: true,
    writable: true,
    value(this: Element, attribute: Attr) {
      const previous = this.getAttributeNode(attribute.name);
      this.setAttribute(attribute.name, attribute.value);
      return previous;
    },
  });
  // (SVG elements keep linkedom's own className, an object as jsdom's SVGAnimatedString is.)
  const className = owner(document.createElement("div"), "className");
  setClass = Object.getOwnPropertyDescriptor(className, "className")!.set as SetClass;
  Object.defineProperty(className, "className", {
    configurable: true,
    get(this: Element) {
      return this.getAttributeNode("class")?.value ?? "";
    },
    set(this: Element, value: string) {
      const known = this.getAttributeNode("class");
      if (known) known.value = String(value);
      else this.setAttribute("class", String(value));
    },
  });
}
