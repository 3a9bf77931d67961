// A fetched page as a DOM for Readability: decoded as jsdom decodes it, parsed by parse5 (the
// HTML standard's parser, as in jsdom) into linkedom's light DOM, which Readability walks about
// four times faster than jsdom's. linkedom alone parses with htmlparser2, which is not the
// standard's parser (on trafilatura's evaluation set 104 of 990 pages came out different); with
// parse5 building the tree and the few DOM answers Readability relies on made to match jsdom's
// (linkedom-as-jsdom.ts), every page of that set imports byte-identically (npm run
// bench:extraction checks it).
import type * as LinkedomModule from "linkedom";
import type * as Parse5Module from "parse5";
import { matchJsdom } from "./linkedom-as-jsdom";
import { linkedomTreeAdapter } from "./linkedom-tree-adapter";

/** Decodes `body` as jsdom does: a BOM, else the content type's charset, else a <meta charset>. */
export async function decodePage(body: Buffer | string, contentType: string): Promise<string> {
  if (typeof body === "string") return body;
  const { default: sniffEncoding } = await import("html-encoding-sniffer");
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1];
  const encoding = sniffEncoding(body, { transportLayerEncodingLabel: charset });
  return decode(body, encoding);
}

/**
 * The Encoding Standard's decoders; two that a header may name are missing from Node's
 * TextDecoder: "replacement" (for encodings unsafe to decode, as ISO-2022-KR) gives one U+FFFD,
 * and x-user-defined maps the bytes above 0x7F to U+F780 and on.
 */
function decode(body: Buffer, encoding: string): string {
  if (encoding === "replacement") return body.length ? "\uFFFD" : "";
  if (encoding === "x-user-defined") {
    let text = "";
    for (const byte of body) text += String.fromCharCode(byte < 0x80 ? byte : 0xf780 + byte - 0x80);
    return text;
  }
  return new TextDecoder(encoding).decode(body);
}

export type Parse5 = typeof Parse5Module;
export type Linkedom = typeof LinkedomModule;
let modules: Promise<[Parse5, Linkedom]> | undefined;

/** parse5 and linkedom, loaded once, with linkedom's DOM made to answer as jsdom's does. */
function loadParser(): Promise<[Parse5, Linkedom]> {
  modules ??= Promise.all([import("parse5"), import("linkedom")]).then(([parse5, linkedom]) => {
    matchJsdom(parse5, linkedom);
    return [parse5, linkedom];
  });
  return modules;
}

/** Parses decoded HTML into a linkedom document whose URL is `pageUrl`, as jsdom's `url` option sets it. */
export async function parsePage(html: string, pageUrl: string): Promise<Document> {
  const [parse5, linkedom] = await loadParser();
  const { document } = linkedom.parseHTML("");
  // jsdom parses with scripting disabled (no runScripts): <noscript> content is markup.
  parse5.parse(html, { treeAdapter: linkedomTreeAdapter(document), scriptingEnabled: false });
  const documentURI = new URL(pageUrl).href;
  Object.defineProperties(document, {
    documentURI: { value: documentURI },
    // Readability resolves relative links against the base URL: the first <base href>, as jsdom.
    baseURI: { value: baseUrl(document, documentURI) },
  });
  return document;
}

function baseUrl(document: Document, documentURI: string): string {
  // A walk over <base> elements, not a selector query (css-select over the whole page is slower).
  let href: string | null = null;
  for (const base of document.getElementsByTagName("base")) {
    href = base.getAttribute("href");
    if (href !== null) break;
  }
  if (href === null) return documentURI;
  try {
    return new URL(href, documentURI).href;
  } catch {
    return documentURI;
  }
}
