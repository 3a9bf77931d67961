// parse5 (the HTML standard's parser, the one jsdom uses) building linkedom nodes: the tree has
// the standard's shape, misnested markup, implied tags, foster-parented table content and all,
// while Readability walks linkedom's much lighter DOM. It mirrors jsdom's own parse5 adapter
// (jsdom/lib/jsdom/browser/parser/html.js) where jsdom departs from parse5's default: a
// repeated <html> or <body> tag overwrites attributes, and fragments parse as no-quirks.
import type { Token, TreeAdapter, TreeAdapterTypeMap } from "parse5";
import { setNewAttributes } from "./linkedom-attributes";

type LinkedomMap = TreeAdapterTypeMap<
  Node,
  ParentNode & Node,
  ChildNode,
  Document,
  DocumentFragment,
  Element,
  Comment,
  Text,
  Element,
  DocumentType
>;

const SVG_NS = "http://www.w3.org/2000/svg";
const TEXT_NODE = 3;
const COMMENT_NODE = 8;
const DOCUMENT_TYPE_NODE = 10;
const ELEMENT_NODE = 1;

const HTML_NS = "http://www.w3.org/1999/xhtml";
/** Namespaces parse5 gave (linkedom makes MathML elements HTML ones). */
const namespaces = new WeakMap<Node, string>();
/** Templates' contents, apart from their children as in the standard's DOM. */
const templateContents = new WeakMap<Node, DocumentFragment>();

/** A tree adapter whose nodes belong to `document` (a linkedom HTMLDocument); also serialises. */
export function linkedomTreeAdapter(document: Document): TreeAdapter<LinkedomMap> {
  /** As parse5 decides it from the doctype; in quirks mode a <table> does not close a <p>. */
  let documentMode = "no-quirks";

  const qualifiedName = (attribute: Token.Attribute) =>
    attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name;

  return {
    createDocument: () => document,
    createDocumentFragment: () => document.createDocumentFragment(),
    createElement(tagName, namespaceURI, attrs) {
      const element =
        namespaceURI === SVG_NS ? document.createElementNS(SVG_NS, tagName) : document.createElement(tagName);
      namespaces.set(element, namespaceURI);
      setNewAttributes(
        element,
        attrs.map((attribute) => ({ name: qualifiedName(attribute), value: attribute.value })),
      );
      return element;
    },
    createCommentNode: (data) => document.createComment(data),
    createTextNode: (value) => document.createTextNode(value),
    appendChild(parent, child) {
      parent.appendChild(child);
    },
    insertBefore(parent, child, reference) {
      parent.insertBefore(child, reference);
    },
    setTemplateContent(template, content) {
      templateContents.set(template, content);
    },
    getTemplateContent: (template) =>
      templateContents.get(template) ??
      templateContents.set(template, document.createDocumentFragment()).get(template)!,
    setDocumentType(target, name, publicId, systemId) {
      // linkedom's document makes doctypes (the standard's DOM leaves that to its implementation).
      const maker = document as Document & { createDocumentType: DOMImplementation["createDocumentType"] };
      target.appendChild(maker.createDocumentType(name, publicId, systemId));
    },
    setDocumentMode(_document, mode) {
      documentMode = mode;
    },
    // jsdom answers for its fragment parser's stand-in document, which has no mode: no-quirks.
    getDocumentMode: (target) => (target === document ? documentMode : "no-quirks") as never,
    detachNode(node) {
      node.parentNode?.removeChild(node);
    },
    insertText(parent, text) {
      const last = parent.lastChild;
      if (last?.nodeType === TEXT_NODE) (last as Text).data += text;
      else parent.appendChild(document.createTextNode(text));
    },
    insertTextBefore(parent, text, reference) {
      const previous = reference.previousSibling;
      if (previous?.nodeType === TEXT_NODE) (previous as Text).data += text;
      else parent.insertBefore(document.createTextNode(text), reference);
    },
    // As jsdom: each attribute is set, so a second <body> tag's value replaces the first one's.
    adoptAttributes(recipient, attrs) {
      for (const attribute of attrs) recipient.setAttribute(qualifiedName(attribute), attribute.value);
    },
    getFirstChild: (node) => node.firstChild,
    getChildNodes: (node) => [...node.childNodes],
    getParentNode: (node) => node.parentNode,
    // The live attributes, qualified names as they are ("xlink:href"), which the serialiser writes as is.
    getAttrList: (element) => [...element.attributes].map(({ name, value }) => ({ name, value })),
    getTagName: (element) => {
      const namespace = namespaces.get(element) ?? element.namespaceURI;
      return namespace === HTML_NS ? element.localName.toLowerCase() : element.localName;
    },
    getNamespaceURI: (element) => (namespaces.get(element) ?? element.namespaceURI) as never,
    getTextNodeContent: (node) => node.data,
    getCommentNodeContent: (node) => node.data,
    getDocumentTypeNodeName: (node) => node.name,
    getDocumentTypeNodePublicId: (node) => node.publicId,
    getDocumentTypeNodeSystemId: (node) => node.systemId,
    isTextNode: (node): node is Text => node.nodeType === TEXT_NODE,
    isCommentNode: (node): node is Comment => node.nodeType === COMMENT_NODE,
    isDocumentTypeNode: (node): node is DocumentType => node.nodeType === DOCUMENT_TYPE_NODE,
    isElementNode: (node): node is Element => node.nodeType === ELEMENT_NODE,
    setNodeSourceCodeLocation() {},
    getNodeSourceCodeLocation: () => undefined,
    updateNodeSourceCodeLocation() {},
  };
}
