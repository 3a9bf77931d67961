// Turns a fetched HTML page into an article draft: parse5 (the HTML standard's parser, jsdom's)
// parses it into linkedom's light DOM (parse-page.ts; nothing on a page runs or loads), Readability
// finds the article, DOMPurify cleans it on a standard DOM (one jsdom window per instance), and
// the page chrome Readability kept goes (clean-article.ts). The stored result is byte-identical
// to parsing with jsdom (test/helpers/jsdom-extract-article.ts keeps that pipeline to compare),
// at a fraction of its time per page. Loaded only by the import route, so other requests never
// pay for the parsers.
import type { DOMWindow } from "jsdom";
import { canonicalUrl, type ArticleDraft } from "../../shared";
import { sanitizeText, textPreview } from "../../lib/text";
import { capArticleHtml } from "./cap-article-html";
import { cleanArticle } from "./clean-article";
import { prunePage } from "./prune-page";
import { cleanAuthor, findAuthor } from "./find-author";
import { pageContentType } from "./page-encoding";
import { decodePage, parsePage } from "./parse-page";
import { sharedSanitizer } from "../../lib/sanitize-html";

export interface ExtractedPage {
  draft: ArticleDraft;
  /** Whether Readability found something that looks like an article. */
  readable: boolean;
}

export interface ExtractedPageWithAddress extends ExtractedPage {
  /** The page's canonical address (its same-site `<link rel="canonical">`, else its own), or null. */
  canonicalUrl: string | null;
}

/** Characters of text below which a page is not treated as an article. */
const MIN_ARTICLE_CHARACTERS = 80;

/**
 * `body` may be bytes with the response's content type, so that the encoding is found the way a
 * browser finds it (the header's charset, a BOM, or a <meta charset>).
 */
export async function extractArticle(
  body: Buffer | string,
  pageUrl: string,
  contentType = "text/html",
): Promise<ExtractedPage> {
  const { readable, draft } = await extractPage(body, pageUrl, contentType);
  return { readable, draft };
}

/** extractArticle, plus the page's canonical address (read before Readability changes the page). */
export async function extractPage(
  body: Buffer | string,
  pageUrl: string,
  contentType = "text/html",
): Promise<ExtractedPageWithAddress> {
  const [{ Readability }, html, sanitizer] = await Promise.all([
    import("@mozilla/readability"),
    pageContentType(body, contentType).then((parseAs) => decodePage(body, parseAs)),
    sharedSanitizer(),
  ]);
  const document = await parsePage(html, pageUrl);
  // Before Readability, which removes the scripts (JSON-LD) and bylines it reads.
  const pageAuthor = findAuthor(document);
  const canonical = canonicalUrl(pageUrl, canonicalHref(document));
  prunePage(document);
  const article = new Readability(document, { charThreshold: 200 }).parse();
  const text = article?.textContent?.replace(/\s+/g, " ").trim() ?? "";
  const readable = text.length >= MIN_ARTICLE_CHARACTERS;
  const author = cleanAuthor(article?.byline) ?? pageAuthor;
  const cleaned =
    readable && article?.content
      ? cleanContent(sanitizer.sanitize(article.content), author, sanitizer.window)
      : undefined;
  return {
    readable,
    canonicalUrl: canonical,
    draft: {
      title: sanitizeText(article?.title ?? document.title) || undefined,
      author,
      content: cleaned?.html || undefined,
      url: pageUrl,
      siteName: sanitizeText(article?.siteName) || undefined,
      preview: textPreview(cleaned?.text ?? text),
    },
  };
}

/** The first `<link rel="canonical" href>` (a walk over links: selector queries cost more here). */
function canonicalHref(document: Document): string | null {
  for (const link of document.getElementsByTagName("link")) {
    const rel = (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
    const href = link.getAttribute("href");
    if (rel.includes("canonical") && href) return href;
  }
  return null;
}

/**
 * When the author came from the page's metadata, Readability may leave the visible "By Jane Doe"
 * line in the content; the reading screen shows the author already, so that line goes.
 */
function cleanContent(
  html: string,
  author: string | undefined,
  window: DOMWindow,
): { html: string; text: string } {
  const container = window.document.createElement("div");
  container.innerHTML = html;
  if (author) removeBylineParagraph(container, author);
  cleanArticle(container);
  capArticleHtml(container);
  return { html: container.innerHTML.trim(), text: container.textContent ?? "" };
}

function removeBylineParagraph(container: HTMLElement, author: string): void {
  const expected = author.toLowerCase();
  const blocks = [...container.querySelectorAll("p, div, span, address")].slice(0, 5);
  const byline = blocks.find((block) => {
    const text = sanitizeText(block.textContent)
      .toLowerCase()
      .replace(/^by\s+/, "");
    return text === expected && block.children.length <= 1;
  });
  byline?.remove();
}
