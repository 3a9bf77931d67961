// POST /api/articles/from-pdf: a PDF by its bytes (not its name or declared type), its text and
// metadata extracted with pdf-parse (pdf.js 5, eval disabled), pages kept as paragraphs.
import { ARTICLE_CONTENT_MAX, PDF_WRONG_TYPE, type CreatedArticle } from "../../shared";
import { AppError, badRequest } from "../../lib/errors";
import { sanitizeText, textPreview } from "../../lib/text";
import { assertComplete } from "./import-error";
import { cutBetweenWords } from "../../lib/cut-between-words";
import { createArticleFor } from "../library";

/** Pages read at most, and time allowed: a huge or hostile PDF stops at the bound. */
export const PDF_MAX_PAGES = 500;
export const PDF_TIMEOUT_MS = 30_000;

export interface PdfText {
  title?: string | undefined;
  author?: string | undefined;
  paragraphs: string[];
  pages: number;
  truncated: boolean;
}

export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString("latin1") === "%PDF-";
}

/** Text and metadata of a PDF; a password or a malformed file is a clear 4xx. */
export async function extractPdf(bytes: Buffer, timeoutMs = PDF_TIMEOUT_MS): Promise<PdfText> {
  const { PDFParse, PasswordException, InvalidPDFException } = await import("pdf-parse");
  // Never eval (CVE-2024-4367); never fetch anything (no url option, no fonts from outside).
  const parser = new PDFParse({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AppError(422, "This PDF takes too long to read. Try a smaller file.")),
      timeoutMs,
    );
  });
  try {
    const work = (async () => {
      const info = await parser.getInfo();
      const text = await parser.getText({ first: PDF_MAX_PAGES, pageJoiner: "" });
      return { info, text };
    })();
    const { info, text } = await Promise.race([work, timeout]);
    const meta = (info.info ?? {}) as Record<string, unknown>;
    const blocks = text.pages.flatMap((page) => pageBlocks(page.text));
    const paragraphs = blocks.map((block) => block.text);
    const metaTitle = sanitizeText(String(meta.Title ?? ""));
    const heading = blocks.find((block) => block.heading)?.text;
    return {
      title: (isPlaceholderTitle(metaTitle) && heading ? sanitizeText(heading) : metaTitle) || undefined,
      author: sanitizeText(String(meta.Author ?? "")) || undefined,
      paragraphs,
      pages: info.total,
      truncated: info.total > PDF_MAX_PAGES,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof PasswordException) {
      throw badRequest(
        "This PDF is password-protected and cannot be processed. Remove the password and try again.",
        {
          errorType: "PASSWORD_PROTECTED",
        },
      );
    }
    if (error instanceof InvalidPDFException)
      throw badRequest("This file is not a valid PDF.", { errorType: "INVALID_PDF" });
    throw new AppError(422, "This PDF could not be read.", { errorType: "GENERAL_ERROR" });
  } finally {
    clearTimeout(timer);
    await parser.destroy().catch(() => undefined);
  }
}

/**
 * Titles that word processors and print-to-PDF write when the author gave none: they name the
 * tool, the file or the blank tab the PDF was printed from, never the text.
 */
const PLACEHOLDER_TITLES = [
  /^(about:blank|untitled|untitled document|no title|document\d*|new document|title|\(anonymous\))$/i,
  /^microsoft (word|powerpoint|excel)\b/i,
  /^[\w .()-]+\.(docx?|pdf|pptx?|xlsx?|odt|rtf|txt|pages|html?)$/i,
  /^https?:\/\//i,
];

export function isPlaceholderTitle(title: string): boolean {
  const trimmed = title.trim();
  return !trimmed || PLACEHOLDER_TITLES.some((pattern) => pattern.test(trimmed));
}

/** A paragraph of a page; a heading is a short line of its own that ends no sentence. */
export interface PageBlock {
  text: string;
  heading: boolean;
}

/**
 * A page's lines joined into paragraphs. PDFs store lines, not paragraphs: a blank line ends
 * one, and so does a line that ends a sentence well short of the page's full line length.
 * Words hyphenated across lines are joined again.
 */
export function pageParagraphs(pageText: string): string[] {
  return pageBlocks(pageText).map((block) => block.text);
}

/**
 * As `pageParagraphs`, marking headings: a line that starts a paragraph, is well short of the
 * full line length and ends without punctuation is a heading, not the first words of the text
 * below it (which would otherwise run on from it).
 */
export function pageBlocks(pageText: string): PageBlock[] {
  const lines = pageText.split(/\r?\n/).map((line) => line.replace(/\s+/g, " ").trim());
  const fullLength = Math.max(0, ...lines.map((line) => line.length));
  const paragraphs: PageBlock[] = [];
  let current = "";
  const flush = () => {
    if (current.trim()) paragraphs.push({ text: current.trim(), heading: false });
    current = "";
  };
  for (const line of lines) {
    if (!line) {
      flush();
      continue;
    }
    if (!current.trim() && isHeadingLine(line, fullLength)) {
      paragraphs.push({ text: line, heading: true });
      continue;
    }
    current =
      current.endsWith("-") && /^\p{Ll}/u.test(line) ? current.slice(0, -1) + line : `${current} ${line}`;
    if (/[.!?:"”)]$/.test(line) && line.length < fullLength * 0.85) flush();
  }
  flush();
  return paragraphs;
}

function isHeadingLine(line: string, fullLength: number): boolean {
  return (
    line.length <= 120 &&
    line.length < fullLength * 0.7 &&
    /\p{L}/u.test(line) &&
    !/^\p{Ll}/u.test(line) &&
    !/[.,;:!?\-–—]$/.test(line)
  );
}

/** Where an import stopped short of the whole PDF, the article says so in its last paragraph. */
const PAGES_NOTE = `[Only the first ${PDF_MAX_PAGES} pages were imported.]`;
const LENGTH_NOTE = `[The rest of this PDF was not imported: an article holds at most ${ARTICLE_CONTENT_MAX.toLocaleString("en")} characters.]`;

/**
 * The article's text: the PDF's paragraphs, cut at the page bound or at the article content
 * limit (which keeps the write under Firestore's request limit), with a visible note where the
 * text stops. The note fits within the limit; the cut falls between words.
 */
export function pdfArticleText(pdf: Pick<PdfText, "paragraphs" | "truncated">): string {
  const text = pdf.paragraphs.join("\n\n");
  const pagesNote = pdf.truncated ? `\n\n${PAGES_NOTE}` : "";
  if (text.length + pagesNote.length <= ARTICLE_CONTENT_MAX) return text + pagesNote;
  const lengthNote = `\n\n${LENGTH_NOTE}`;
  return cutBetweenWords(text, ARTICLE_CONTENT_MAX - lengthNote.length) + lengthNote;
}

export async function importFromPdf(uid: string, bytes: Buffer): Promise<CreatedArticle> {
  if (!isPdf(bytes)) throw new AppError(415, PDF_WRONG_TYPE, { errorType: "NOT_PDF" });
  const pdf = await extractPdf(bytes);
  if (!pdf.paragraphs.length) {
    throw new AppError(422, "No text could be found in this PDF: it may contain only scanned images.", {
      errorType: "NO_TEXT",
    });
  }
  const content = pdfArticleText(pdf);
  const draft = { title: pdf.title, author: pdf.author, content };
  assertComplete(draft, "Incomplete PDF data");
  return createArticleFor(uid, {
    title: pdf.title!,
    author: pdf.author!,
    content,
    url: null,
    preview: textPreview(content),
    contentType: "text",
    importedFrom: "pdf",
    action: "article_imported",
  });
}
