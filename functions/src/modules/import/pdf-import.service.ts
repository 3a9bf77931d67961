// POST /api/articles/from-pdf: a PDF by its bytes (not its name or declared type), its text and
// metadata extracted with pdf-parse (pdf.js 5, eval disabled), pages kept as paragraphs.
import { ARTICLE_CONTENT_MAX, PDF_WRONG_TYPE, type CreatedArticle } from "../../shared";
import { AppError, badRequest } from "../../lib/errors";
import { sanitizeText, textPreview } from "../../lib/text";
import { assertComplete } from "./import-error";
import { cutBetweenWords } from "./cut-between-words";
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
    const paragraphs = text.pages.flatMap((page) => pageParagraphs(page.text));
    return {
      title: sanitizeText(String(meta.Title ?? "")) || undefined,
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
 * A page's lines joined into paragraphs. PDFs store lines, not paragraphs: a blank line ends
 * one, and so does a line that ends a sentence well short of the page's full line length.
 * Words hyphenated across lines are joined again.
 */
export function pageParagraphs(pageText: string): string[] {
  const lines = pageText.split(/\r?\n/).map((line) => line.replace(/\s+/g, " ").trim());
  const fullLength = Math.max(0, ...lines.map((line) => line.length));
  const paragraphs: string[] = [];
  let current = "";
  const flush = () => {
    if (current.trim()) paragraphs.push(current.trim());
    current = "";
  };
  for (const line of lines) {
    if (!line) {
      flush();
      continue;
    }
    current =
      current.endsWith("-") && /^\p{Ll}/u.test(line) ? current.slice(0, -1) + line : `${current} ${line}`;
    if (/[.!?:"”)]$/.test(line) && line.length < fullLength * 0.85) flush();
  }
  flush();
  return paragraphs;
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
