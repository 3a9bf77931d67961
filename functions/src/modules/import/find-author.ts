// Where Readability finds no byline, publishers still name the author in standard places: JSON-LD
// (schema.org `author`), <meta name="author">, `article:author`, `rel="author"` links and byline
// elements. A page that names its author anywhere standard then imports whole, without the
// completion form. Every candidate is cleaned, and what is not a name (a date, a handle, a URL) is
// refused rather than stored as the author.

/** Longest author value kept (several names included). */
const AUTHOR_MAX = 200;
const NAME_MAX_WORDS = 6;

/** "By" in the languages of the pages we import most; only at the start of a byline. */
const BY_PREFIX = /^(?:by|von|par|por|di|door|av|af|autor(?:in)?|author|written by)\s*:?\s+/i;
/** Separators between several names: commas and "and" in a few languages. */
const NAME_LIST = /\s*(?:,|;|&|\s(?:and|und|et|y|e|en|och|og|i)\s)\s*/i;
/** A byline's other parts, after a separator: dates, roles, places. */
const PART_SEPARATOR = /\s+[|•·–—]\s+|\s+-\s+|\n/;
const MONTH_OR_DATE = /\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d/i;

/** One person's name, or undefined when the text is not one (a handle, URL, date or sentence). */
function cleanName(value: string): string | undefined {
  const name = value
    .replace(BY_PREFIX, "")
    .replace(/^[\s,;:]+|[\s,;:.]+$/g, "")
    .trim();
  if (!name || name.length > 80) return undefined;
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

function namesIn(author: Json | undefined): string[] {
  if (typeof author === "string") return [author];
  if (Array.isArray(author)) return author.flatMap(namesIn);
  if (author && typeof author === "object" && typeof author.name === "string") return [author.name];
  return [];
}

/** schema.org `author` of the page's article (objects, arrays, `@graph`); bounded depth. */
function jsonLdAuthor(document: Document): string | undefined {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    let data: Json;
    try {
      data = JSON.parse(script.textContent ?? "") as Json;
    } catch {
      continue;
    }
    const queue: { node: Json; depth: number }[] = [{ node: data, depth: 0 }];
    while (queue.length) {
      const { node, depth } = queue.shift()!;
      if (!node || typeof node !== "object" || depth > 4) continue;
      if (Array.isArray(node)) {
        queue.push(...node.map((child) => ({ node: child, depth: depth + 1 })));
        continue;
      }
      const author = cleanAuthor(namesIn(node.author).join(", "));
      if (author) return author;
      for (const key of ["@graph", "mainEntity", "mainEntityOfPage"]) {
        if (node[key]) queue.push({ node: node[key], depth: depth + 1 });
      }
    }
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
];

/** Elements that hold a byline on most publishing systems (microdata, rel, and generic classes). */
const BYLINE_ELEMENTS = [
  '[itemprop~="author"] [itemprop~="name"]',
  '[itemprop~="author"]',
  'a[rel~="author"]',
  '[rel~="author"]',
  ".byline",
  '[class~="author"]',
  ".author-name",
  ".post-author",
  ".entry-author",
];

/** Readers' comments name their writers with the same markup: those are not the article's author. */
const COMMENTS = '[id*="comment" i], [class*="comment" i]';

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
      const author = cleanAuthor(element.textContent);
      if (author) return author;
    }
  }
  return undefined;
}
