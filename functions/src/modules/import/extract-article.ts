// Turns a fetched HTML page into an article draft: jsdom parses it with its safe defaults (no
// scripts run, no sub-resources load), Readability finds the article, DOMPurify cleans it.
// Loaded only by the import route, so other requests never pay for jsdom.
import type { DOMWindow } from "jsdom";
import type { ArticleDraft } from "../../shared";
import { sanitizeText, textPreview } from "../articles/article-text";
import { createSanitizer } from "./sanitize-html";

export interface ExtractedPage {
  draft: ArticleDraft;
  /** Whether Readability found something that looks like an article. */
  readable: boolean;
}

/** Characters of text below which a page is not treated as an article. */
const MIN_ARTICLE_CHARACTERS = 80;

/**
 * `body` may be bytes with the response's content type, so that jsdom finds the encoding the
 * way a browser does (the header's charset, a BOM, or a <meta charset>).
 */
export async function extractArticle(
  body: Buffer | string,
  pageUrl: string,
  contentType = "text/html",
): Promise<ExtractedPage> {
  const [{ JSDOM, VirtualConsole }, { Readability }] = await Promise.all([
    import("jsdom"),
    import("@mozilla/readability"),
  ]);
  // Never `runScripts` nor `resources: "usable"`: the page must not run or load anything.
  const dom = new JSDOM(body, {
    url: pageUrl,
    contentType: contentType.split(";")[0]?.trim() === "application/xhtml+xml" ? "text/html" : contentType,
    virtualConsole: new VirtualConsole(),
  });
  try {
    const article = new Readability(dom.window.document, { charThreshold: 200 }).parse();
    const text = article?.textContent?.replace(/\s+/g, " ").trim() ?? "";
    const readable = text.length >= MIN_ARTICLE_CHARACTERS;
    const sanitize = await createSanitizer(dom.window);
    const author = cleanByline(article?.byline);
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

/** "By Jane Doe | Staff writer" -> "Jane Doe | Staff writer"; bounded length. */
function cleanByline(byline: string | null | undefined): string | undefined {
  const cleaned = sanitizeText(byline)
    .replace(/^by\s+/i, "")
    .slice(0, 200)
    .trim();
  return cleaned || undefined;
}
