// The URL import's extraction as it was on jsdom alone (extract-article.ts before parse5 and
// linkedom took over the parsing), kept verbatim as the reference the faster pipeline must equal
// byte for byte: the unit test on tricky pages and npm run bench:extraction (all 990 pages)
// compare the two.
import type { DOMWindow } from "jsdom";
import { sanitizeText, textPreview } from "../../src/lib/text";
import { capArticleHtml } from "../../src/modules/import/cap-article-html";
import { cleanArticle } from "../../src/modules/import/clean-article";
import { prunePage } from "../../src/modules/import/prune-page";
import { cleanAuthor, findAuthor } from "../../src/modules/import/find-author";
import { pageContentType } from "../../src/modules/import/page-encoding";
import { createSanitizer } from "../../src/lib/sanitize-html";

import type { ExtractedPage } from "../../src/modules/import/extract-article";

/** Characters of text below which a page is not treated as an article. */
const MIN_ARTICLE_CHARACTERS = 80;

/**
 * `body` may be bytes with the response's content type, so that jsdom finds the encoding the
 * way a browser does (the header's charset, a BOM, or a <meta charset>).
 */
export async function jsdomExtractArticle(
  body: Buffer | string,
  pageUrl: string,
  contentType = "text/html",
): Promise<ExtractedPage> {
  const [{ JSDOM, VirtualConsole }, { Readability }, parseAs] = await Promise.all([
    import("jsdom"),
    import("@mozilla/readability"),
    pageContentType(body, contentType),
  ]);
  // Never `runScripts` nor `resources: "usable"`: the page must not run or load anything.
  const dom = new JSDOM(body, { url: pageUrl, contentType: parseAs, virtualConsole: new VirtualConsole() });
  try {
    // Before Readability, which removes the scripts (JSON-LD) and bylines it reads.
    const pageAuthor = findAuthor(dom.window.document);
    prunePage(dom.window.document);
    const article = new Readability(dom.window.document, { charThreshold: 200 }).parse();
    const text = article?.textContent?.replace(/\s+/g, " ").trim() ?? "";
    const readable = text.length >= MIN_ARTICLE_CHARACTERS;
    const sanitize = await createSanitizer(dom.window);
    const author = cleanAuthor(article?.byline) ?? pageAuthor;
    const cleaned =
      readable && article?.content ? cleanContent(sanitize(article.content), author, dom.window) : undefined;
    return {
      readable,
      draft: {
        title: sanitizeText(article?.title ?? dom.window.document.title) || undefined,
        author,
        content: cleaned?.html || undefined,
        url: pageUrl,
        siteName: sanitizeText(article?.siteName) || undefined,
        preview: textPreview(cleaned?.text ?? text),
      },
    };
  } finally {
    dom.window.close();
  }
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
