// One item of a library file into the reader's library: found there already (same source), it
// gains the file's tags and the highlights it lacks; otherwise it is made from the text the file
// carries, or from its page fetched politely, and each highlight is anchored in that text. Every
// highlight is kept: one whose words are not in the text is marked so, never dropped.
import { createHash } from "node:crypto";
import { runTransaction } from "../../lib/firebase";
import { cutBetweenWords } from "../../lib/cut-between-words";
import { now } from "../../lib/clock";
import {
  ARTICLE_CONTENT_MAX,
  FOLDER_NAME_MAX,
  HIGHLIGHT_TEXT_MAX,
  TAG_NAME_MAX,
  canonicalUrl,
  quoteSelector,
  type ContentType,
} from "../../shared";
import { AppError } from "../../lib/errors";
import {
  changeArticleCounts,
  fileImportedLabels,
  getArticleContent,
  importedArticleId,
  ownArticleFromSource,
  ownedArticle,
  prepareContent,
  writeImportedArticle,
  type StoredArticle,
} from "../library";
import {
  highlightWords,
  foldCounts,
  ownHighlightWords,
  writeImportedHighlights,
  type ImportedHighlight,
} from "../annotations";
import { nearestHighlightColor } from "./colour-map";
import type { ParsedHighlight, ParsedItem } from "./parsed-library";
import type { ItemOutcome } from "./staged-library.repository";
import type { FetchedArticle } from "./polite-fetcher";

/** The gRPC code of a create that found its document there already. */
const ALREADY_EXISTS = 6;

/** Highlights (two writes each with a note) written per transaction, beside the article and its body. */
const HIGHLIGHTS_PER_TRANSACTION = 200;

/** What importing an item needs besides the item: the reader, their labels, and the pages' fetcher. */
export interface ItemImport {
  uid: string;
  /** Folder and tag ids by lower-case name (made before the items are imported). */
  folders: Map<string, string>;
  tags: Map<string, string>;
  tagsPerArticleMax: number;
  /** Fetches the page, or throws an AppError (the budget spent, the page unavailable). */
  fetchPage(url: string): Promise<FetchedArticle>;
  /** Runs one of the import's write transactions once those begun before it have ended. */
  inTurn<T>(transaction: () => Promise<T>): Promise<T>;
}

/** Where an item comes from: its page's canonical address, or for a book its title and author. */
export function sourceKey(item: Pick<ParsedItem, "url" | "title" | "author">): string {
  if (item.url) return canonicalUrl(item.url) ?? item.url;
  const name = `${item.title ?? ""}\n${item.author ?? ""}`.toLowerCase();
  return `urn:spurq:book:${createHash("sha256").update(name, "utf8").digest("hex").slice(0, 32)}`;
}

interface Body {
  content: string;
  contentType: ContentType;
  text: string;
  preview: string;
  title?: string;
  author?: string;
  siteName?: string;
  /** Why the page itself is not there, when the article holds only the highlights. */
  note?: string;
}

const failed = (item: ParsedItem, reason: string): ItemOutcome => ({
  ...described(item),
  outcome: "failed",
  reason,
  highlights: 0,
  notFound: 0,
  notes: 0,
});

const described = (item: ParsedItem) => ({
  source: item.source,
  url: item.url,
  title: item.title ?? item.url ?? "",
});

export async function importItem(job: ItemImport, item: ParsedItem): Promise<ItemOutcome> {
  const key = sourceKey(item);
  const existing = await ownArticleFromSource(job.uid, key);
  if (existing) return addToExisting(job, item, existing);
  const body = await bodyOf(job, item);
  if (body instanceof AppError) return failed(item, body.message);
  return create(job, item, key, body);
}

/** The item's text: carried by the file, fetched from its page, or made of its highlights. */
async function bodyOf(job: ItemImport, item: ParsedItem): Promise<Body | AppError> {
  const carried = item.content && (await carriedBody(item.content));
  if (carried) return carried;
  if (!item.url) return highlightsBody(item);
  try {
    const page = await job.fetchPage(item.url);
    const prepared = await prepareContent(page.draft.content ?? "", "html");
    return {
      content: prepared.content,
      contentType: "html",
      text: prepared.text,
      preview: prepared.preview,
      title: page.draft.title,
      author: page.draft.author,
      siteName: page.draft.siteName,
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (!item.highlights.length) return error;
    // The page is gone or refused, but the reader's highlights are not: they are the article.
    return { ...(await highlightsBody(item)), note: `The page could not be fetched (${error.message})` };
  }
}

async function carriedBody(content: NonNullable<ParsedItem["content"]>): Promise<Body | undefined> {
  if (!content.value.trim()) return undefined;
  if (content.type === "html") {
    try {
      const prepared = await prepareContent(content.value, "html");
      if (prepared.content.length <= ARTICLE_CONTENT_MAX) return { ...prepared, contentType: "html" };
      // Too long as HTML: its text, which is shorter, is kept instead.
      return textBody(prepared.text);
    } catch {
      return undefined;
    }
  }
  return textBody(content.value);
}

async function textBody(value: string): Promise<Body> {
  const content = cutBetweenWords(value.replace(/\r\n?/g, "\n"), ARTICLE_CONTENT_MAX);
  return { ...(await prepareContent(content, "text")), contentType: "text" };
}

/** A book's or a lost page's article: its highlights in reading order, a paragraph each. */
function highlightsBody(item: ParsedItem): Promise<Body> {
  const quotes = ordered(item.highlights).map((h) => h.quote.trim());
  return textBody(quotes.filter(Boolean).join("\n\n") || item.title || item.url || "");
}

const ordered = (highlights: ParsedHighlight[]) =>
  [...highlights].sort(
    (a, b) =>
      (a.location ?? Number.MAX_SAFE_INTEGER) - (b.location ?? Number.MAX_SAFE_INTEGER) ||
      (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0),
  );

/** The item's highlights placed in `text`, each once, those found first in reading order. */
function anchored(item: ParsedItem, text: string, skip: Set<string>): ImportedHighlight[] {
  const seen = new Set(skip);
  const out: ImportedHighlight[] = [];
  for (const highlight of ordered(item.highlights)) {
    const quote = highlight.quote.trim().slice(0, HIGHLIGHT_TEXT_MAX);
    const words = highlightWords(quote);
    if (!words || seen.has(words)) continue;
    seen.add(words);
    out.push({
      selector: quoteSelector(text, quote),
      quote,
      color: nearestHighlightColor(highlight.color),
      note: highlight.note ?? null,
      createdAt: highlight.createdAt ?? item.savedAt ?? now(),
    });
  }
  return out.sort(
    (a, b) =>
      (a.selector?.startOffset ?? Number.MAX_SAFE_INTEGER) -
      (b.selector?.startOffset ?? Number.MAX_SAFE_INTEGER),
  );
}

/** A folder's or tag's name as labels keep it (trimmed, within their length), and its key. */
export const labelName = (name: string, max: number) => name.trim().slice(0, max).trim();
const labelKey = (name: string, max: number) => labelName(name, max).toLowerCase();

function labelsOf(job: ItemImport, item: ParsedItem): { folderId: string | null; tagIds: string[] } {
  const folder = item.folder ?? (item.archived ? ARCHIVE_FOLDER : undefined);
  const tagIds = [
    ...new Set(
      item.tags.map((tag) => job.tags.get(labelKey(tag, TAG_NAME_MAX))).filter((id): id is string => !!id),
    ),
  ];
  return {
    folderId: (folder && job.folders.get(labelKey(folder, FOLDER_NAME_MAX))) ?? null,
    tagIds: tagIds.slice(0, job.tagsPerArticleMax),
  };
}

/** The reader's notes on the whole item (not on a passage), each once. */
const articleNotes = (item: ParsedItem) => [
  ...new Set((item.notes ?? []).map((note) => note.trim()).filter(Boolean)),
];

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The article's body with the reader's notes on the whole of it at its end, under "Notes": Spurq
 * keeps notes on passages only, and these have none, so they are kept where the reader sees them
 * without moving any highlight (they come after all of the text).
 */
function withNotes(body: Body, notes: string[]): string {
  if (body.contentType === "html") {
    const paragraphs = notes.map((note) => `<p>${escapeHtml(note).replace(/\r?\n/g, "<br>")}</p>`).join("");
    return `${body.content}<h2>Notes</h2>${paragraphs}`;
  }
  return `${body.content}\n\nNotes\n\n${notes.join("\n\n")}`;
}

/** Where archived items go when their source names no folder: where their readers kept them. */
export const ARCHIVE_FOLDER = "Archive";

async function create(job: ItemImport, item: ParsedItem, key: string, body: Body): Promise<ItemOutcome> {
  const highlights = anchored(item, body.text, new Set());
  const [first, ...later] = chunks(highlights);
  const id = importedArticleId(job.uid, key);
  const title = item.title?.trim() || body.title || item.url || "Untitled";
  const notes = articleNotes(item);
  let landTerms = async () => {};
  try {
    await job.inTurn(() =>
      runTransaction(async (tx) => {
        const article = { id, userId: job.uid, title };
        const counts = writeImportedHighlights(tx, article, first ?? []);
        landTerms = writeImportedArticle(tx, job.uid, id, {
          title,
          author: item.author?.trim() || body.author || null,
          url: item.url,
          canonicalUrl: key,
          siteName: body.siteName ?? null,
          content: notes.length ? withNotes(body, notes) : body.content,
          preview: body.preview,
          contentType: body.contentType,
          savedAt: item.savedAt ?? now(),
          read: Boolean(item.read || item.archived),
          ...labelsOf(job, item),
          counts: { ...counts, firstHighlightText: first?.[0]?.selector?.text ?? first?.[0]?.quote ?? null },
        });
      }),
    );
  } catch (error) {
    // The article's id is its source's: two items of one file, or a slice run twice, that reach
    // the same source at once make it once, and the later one adds to it.
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    return addToExisting(job, item, await ownedArticle(job.uid, id));
  }
  await landTerms();
  for (const group of later) await addHighlights(job, { id, title }, group);
  if (later.length) await foldCounts(id);
  return {
    ...described({ ...item, title }),
    outcome: "imported",
    reason: [
      body.note,
      notes.length ? `${notes.length} notes on the whole article are at the end of its text.` : "",
    ]
      .filter(Boolean)
      .join(" "),
    highlights: highlights.length,
    notFound: highlights.filter((h) => !h.selector).length,
    notes: highlights.filter((h) => h.note?.trim()).length,
  };
}

async function addToExisting(
  job: ItemImport,
  item: ParsedItem,
  article: StoredArticle,
): Promise<ItemOutcome> {
  const there = item.highlights.length ? await ownHighlightWords(job.uid, article.id) : new Set<string>();
  const missing = item.highlights.filter((h) => !there.has(highlightWords(h.quote.trim())));
  let highlights: ImportedHighlight[] = [];
  if (missing.length) {
    const content = await getArticleContent(article);
    const { text } = await prepareContent(content, article.contentType).catch(() => ({ text: "" }));
    highlights = anchored({ ...item, highlights: missing }, text, there);
  }
  const labels = labelsOf(job, item);
  await job.inTurn(() =>
    runTransaction(async (tx) => {
      fileImportedLabels(tx, article, labels, job.tagsPerArticleMax);
    }),
  );
  for (const group of chunks(highlights)) await addHighlights(job, article, group);
  await foldCounts(article.id);
  return {
    ...described({ ...item, title: article.title }),
    outcome: "alreadyThere",
    reason: articleNotes(item).length
      ? "Its notes on the whole article were not added: the article was in your library already."
      : "",
    highlights: highlights.length,
    notFound: highlights.filter((h) => !h.selector).length,
    notes: highlights.filter((h) => h.note?.trim()).length,
  };
}

async function addHighlights(
  job: ItemImport,
  article: Pick<StoredArticle, "id" | "title">,
  highlights: ImportedHighlight[],
): Promise<void> {
  await job.inTurn(() =>
    runTransaction(async (tx) => {
      const counts = writeImportedHighlights(tx, { ...article, userId: job.uid }, highlights);
      changeArticleCounts(tx, article.id, { highlights: counts.highlights, comments: counts.comments });
    }),
  );
}

function chunks<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += HIGHLIGHTS_PER_TRANSACTION) {
    out.push(list.slice(i, i + HIGHLIGHTS_PER_TRANSACTION));
  }
  return out;
}
