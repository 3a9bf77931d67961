// Where Readability finds no byline, publishers still name the author in standard places: JSON-LD
// (schema.org `author`), <meta name="author">, `article:author`, `rel="author"` links and byline
// elements. A page that names its author anywhere standard then imports whole, without the
// completion form. Every candidate is cleaned, and what is not a name (a date, a handle, a URL) is
// refused rather than stored as the author.

/** Longest author value kept (several names included). */
const AUTHOR_MAX = 200;
const NAME_MAX_WORDS = 6;

/** "By" in the languages of the pages we import most; only at the start of a byline. */
const BY_PREFIX =
  /^(?:(?:written|posted|published|view all posts|all posts|show all articles|articles)\s+(?:by|of)|(?:veröffentlicht|geschrieben|eingestellt|artikel|zeige alle beiträge|alle beiträge)\s+von|publié par|publicado por|by|von|par|por|di|door|av|af|autor(?:in)?|auteur|author)\s*:?\s+|^(?:(?:written|posted|published)\s+by|(?:veröffentlicht|geschrieben|eingestellt)\s+von|zeige alle beiträge von|show all articles of)(?=\p{Lu})/iu;
/** Separators between several names: commas and "and" in a few languages. */
const NAME_LIST = /\s*(?:,|;|&|\s(?:and|und|et|y|e|en|och|og|i)\s)\s*/i;
/** A byline's other parts, after a separator: dates, roles, places. */
const PART_SEPARATOR = /\s+[|•·–—]\s+|\s+-\s+|\n/;
const MONTH_OR_DATE = /\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d/i;

/** Words that label a byline rather than name anyone ("About the author", "Staff"). */
const NOT_A_NAME =
  /^(?:about the author|about|author|authors|auteur|autor|written by|posted by|published by|eingestellt von|veröffentlicht von|artikel von|abgelegt unter|by|staff|admin|administrator|wordpressadmin|editor|editors|editorial|redaktion|anonymous|guest|unknown|contributor|contributors)$/iu;

/** One person's name, or undefined when the text is not one (a handle, URL, date or sentence). */
function cleanName(value: string): string | undefined {
  const name = value
    // "Jane Doe (https://jane.example/)", "Jane Doe <jane@example.org>": the name before its address.
    .replace(/\s*[(<[][^)>\]]*(?:https?:|www\.|@)[^)>\]]*[)>\]]/gi, "")
    .replace(BY_PREFIX, "")
    .replace(/^[\s,;:]+|[\s,;:.]+$/g, "")
    .trim();
  if (!name || name.length > 80 || NOT_A_NAME.test(name)) return undefined;
  if (/^@|https?:|www\.|\.(?:com|org|net|de)\b|@\w+\./i.test(name)) return undefined;
  if (MONTH_OR_DATE.test(name)) return undefined;
  if (!/\p{L}/u.test(name) || name.split(/\s+/).length > NAME_MAX_WORDS) return undefined;
  return name;
}

/**
 * "By Jane Doe and John Roe | 12 March 2024" -> "Jane Doe, John Roe". Undefined when nothing in
 * the value is a name.
 */
export function cleanAuthor(value: string | null | undefined): string | undefined {
  const text = (value ?? "")
    .replace(/\p{Cc}/gu, (c) => (c === "\n" ? "\n" : " "))
    .replace(/[^\S\n]+/g, " ")
    .trim();
  if (!text) return undefined;
  // The first part that holds a name: "12.03.2024 | Jane Doe" and "Jane Doe | Staff" both give Jane.
  for (const part of text.replace(BY_PREFIX, "").split(PART_SEPARATOR)) {
    const names = part
      .split(NAME_LIST)
      .map(cleanName)
      .filter((name): name is string => Boolean(name));
    const unique = [...new Set(names)];
    if (unique.length) return unique.join(", ").slice(0, AUTHOR_MAX).trim();
  }
  return undefined;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (node: Json | undefined): node is JsonObject =>
  Boolean(node) && typeof node === "object" && !Array.isArray(node);

/** A person's or organisation's name: `name`, else given and family names. */
function nameOf(node: JsonObject): string | undefined {
  if (typeof node.name === "string") return node.name;
  const parts = [node.givenName, node.familyName].filter((part) => typeof part === "string");
  return parts.length ? parts.join(" ") : undefined;
}

/** The names in an `author` value; a bare `{"@id"}` reference is looked up among the page's nodes. */
function namesIn(author: Json | undefined, byId: Map<string, JsonObject>): string[] {
  if (typeof author === "string") return [author];
  if (Array.isArray(author)) return author.flatMap((item) => namesIn(item, byId));
  if (!isObject(author)) return [];
  const name = nameOf(author);
  if (name) return [name];
  const target = typeof author["@id"] === "string" ? byId.get(author["@id"]) : undefined;
  const targetName = target && nameOf(target);
  return targetName ? [targetName] : [];
}

/** schema.org types of an article: their author is the page's, before any other node's. */
const ARTICLE_TYPE = /(?:Article|BlogPosting|Posting|Report|Review|Recipe|HowTo|CreativeWork)$/;

const typesOf = (node: JsonObject) =>
  (Array.isArray(node["@type"]) ? node["@type"] : [node["@type"]]).filter(
    (type): type is string => typeof type === "string",
  );

/** Every object of the page's JSON-LD, depth-first (bounded), with `@graph` and nesting. */
function jsonLdNodes(document: Document): JsonObject[] {
  const nodes: JsonObject[] = [];
  for (const script of document.querySelectorAll('script[type="application/ld+json" i]')) {
    let data: Json;
    try {
      // Publishers often leave raw line breaks and tabs inside strings, which JSON forbids.
      data = JSON.parse((script.textContent ?? "").replace(/\p{Cc}+/gu, " ")) as Json;
    } catch {
      continue;
    }
    const stack: { node: Json; depth: number }[] = [{ node: data, depth: 0 }];
    while (stack.length && nodes.length < 500) {
      const { node, depth } = stack.pop()!;
      if (!node || typeof node !== "object" || depth > 5) continue;
      if (Array.isArray(node)) {
        for (let i = node.length - 1; i >= 0; i--) stack.push({ node: node[i]!, depth: depth + 1 });
        continue;
      }
      nodes.push(node);
      for (const key of ["mainEntity", "mainEntityOfPage", "@graph"]) {
        if (node[key] && typeof node[key] === "object") stack.push({ node: node[key], depth: depth + 1 });
      }
    }
  }
  return nodes;
}

/** schema.org `author` of the page's article (objects, arrays, `@graph`, `@id` references). */
function jsonLdAuthor(document: Document): string | undefined {
  const nodes = jsonLdNodes(document);
  const byId = new Map<string, JsonObject>();
  for (const node of nodes) if (typeof node["@id"] === "string") byId.set(node["@id"], node);
  const articles = nodes.filter((node) => typesOf(node).some((type) => ARTICLE_TYPE.test(type)));
  for (const node of [...articles, ...nodes.filter((node) => !articles.includes(node))]) {
    const author = cleanAuthor(namesIn(node.author, byId).join(", "));
    if (author) return author;
  }
  return undefined;
}

const META_AUTHORS = [
  'meta[name="author" i]',
  'meta[property="article:author" i]',
  'meta[name="article:author" i]',
  'meta[name="dc.creator" i]',
  'meta[name="dcterms.creator" i]',
  'meta[name="parsely-author" i]',
  'meta[name="sailthru.author" i]',
  'meta[property="author" i]',
  'meta[name="byl" i]',
];

/** Elements that hold a byline on most publishing systems (microdata, rel, and generic classes). */
const BYLINE_ELEMENTS = [
  '[itemprop~="author"] [itemprop~="name"]',
  '[itemprop~="author"]',
  'a[rel~="author"]',
  '[rel~="author"]',
  ".byline",
  '[class*="byline" i]',
  '[class~="author"]',
  ".author-name",
  ".post-author",
  ".entry-author",
];

/** Readers' comments name their writers with the same markup: those are not the article's author. */
const COMMENTS = '[id*="comment" i], [class*="comment" i]';

const BLOCKS = new Set([
  "DIV",
  "P",
  "LI",
  "BR",
  "UL",
  "OL",
  "SECTION",
  "HEADER",
  "TIME",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
]);

/**
 * The element's text with a line break between blocks, as a reader sees it: a byline's name and
 * its agency or date in two <div>s must not run together ("ERIC TUCKERAssociated Press").
 */
function blockText(element: Element): string {
  let text = "";
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) text += child.textContent ?? "";
      else if (child.nodeType === 1) {
        const block = BLOCKS.has((child as Element).tagName);
        if (block) text += "\n";
        walk(child);
        if (block) text += "\n";
      }
    }
  };
  walk(element);
  return text;
}

/** Links to an author's page, which name the author where the byline's text runs into its date. */
const AUTHOR_LINKS = 'a[rel~="author"], a[href*="/author"], a[href*="/autor"], a[href*="/profile"]';

function authorLinkIn(element: Element): string | undefined {
  for (const link of [...element.querySelectorAll(AUTHOR_LINKS)].slice(0, 3)) {
    const author = cleanAuthor(link.textContent);
    if (author) return author;
  }
  return undefined;
}

/** The page's author from its metadata or byline markup; call before Readability changes the DOM. */
export function findAuthor(document: Document): string | undefined {
  const fromJsonLd = jsonLdAuthor(document);
  if (fromJsonLd) return fromJsonLd;
  for (const selector of META_AUTHORS) {
    for (const meta of document.querySelectorAll(selector)) {
      const author = cleanAuthor(meta.getAttribute("content"));
      if (author) return author;
    }
  }
  for (const selector of BYLINE_ELEMENTS) {
    const bylines = [...document.querySelectorAll(selector)].filter((element) => !element.closest(COMMENTS));
    for (const element of bylines.slice(0, 3)) {
      const author = cleanAuthor(blockText(element)) ?? authorLinkIn(element);
      if (author) return author;
    }
  }
  return undefined;
}
