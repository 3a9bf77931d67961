// Spurq's own JSON export (account/export-json.ts): { exportedAt, user, folders, tags, articles,
// sharedArticles, spurqsSent, spurqsReceived }. The reader's own articles come back with their
// body, folder and tags by name, and their highlights in their colours. A highlight's comments
// are all the reader's own: the first is its note and any later ones follow it, each after a
// blank line, as one highlight carries one note. Articles friends shared are theirs and are
// skipped with that reason; spurqs are conversations, not the library, and are left out.
import {
  LibraryFileError,
  type ParsedHighlight,
  type ParsedItem,
  type ParsedLibrary,
  type SkippedEntry,
} from "../parsed-library";
import type { FormatReader } from "./format-reader";
import {
  cleanTags,
  date,
  isRecord,
  list,
  noAddressReason,
  parseJson,
  text,
  utf8Text,
  webAddress,
  type JsonRecord,
} from "./json-values";

function readHighlight(highlight: JsonRecord): ParsedHighlight | undefined {
  if (typeof highlight.text !== "string" || !highlight.text.trim()) return undefined;
  const comments = list(highlight.comments).flatMap((comment) =>
    isRecord(comment) ? (text(comment.text) ?? []) : [],
  );
  const read: ParsedHighlight = { quote: highlight.text, createdAt: date(highlight.createdAt) };
  if (comments.length) read.note = comments.join("\n\n");
  if (typeof highlight.color === "string" && highlight.color) read.color = highlight.color;
  if (typeof highlight.prefix === "string" && highlight.prefix) read.prefix = highlight.prefix;
  if (typeof highlight.suffix === "string" && highlight.suffix) read.suffix = highlight.suffix;
  return read;
}

function articleContent(article: JsonRecord): ParsedItem["content"] {
  if (typeof article.content !== "string" || !article.content.trim()) return undefined;
  return { type: article.contentType === "text" ? "text" : "html", value: article.content };
}

function readArticle(article: unknown, source: string): ParsedItem | string {
  if (!isRecord(article)) return "It is not an article.";
  if (article.deletedAt) return "It was in your trash.";
  const url = webAddress(article.url);
  if (!url) return noAddressReason(article.url);
  const folder = text(article.folder);
  const content = articleContent(article);
  return {
    source,
    url,
    title: text(article.title),
    ...(text(article.author) ? { author: text(article.author) } : {}),
    savedAt: date(article.createdAt),
    tags: cleanTags(list(article.tags)),
    ...(folder ? { folder } : {}),
    ...(content ? { content } : {}),
    highlights: list(article.highlights).flatMap((h) => (isRecord(h) ? (readHighlight(h) ?? []) : [])),
  };
}

function sharedSkip(article: unknown, index: number): SkippedEntry {
  const title = isRecord(article) ? text(article.title) : undefined;
  return {
    source: `shared article ${index + 1}`,
    reason: `${title ? `"${title}" was` : "It was"} shared with you by a friend: it is theirs, so it is not imported.`,
  };
}

function readExport(root: unknown): ParsedLibrary {
  if (!isRecord(root) || !Array.isArray(root.articles)) {
    throw new LibraryFileError('This is not a Spurq export: it has no "articles" list.');
  }
  const items: ParsedItem[] = [];
  const skipped: SkippedEntry[] = [];
  for (const [index, article] of root.articles.entries()) {
    const source = `article ${index + 1}`;
    const read = readArticle(article, source);
    if (typeof read === "string") skipped.push({ source, reason: read });
    else items.push(read);
  }
  skipped.push(...list(root.sharedArticles).map(sharedSkip));
  return { format: "spurq-json", items, skipped };
}

export const spurqJson: FormatReader = {
  format: "spurq-json",
  // The export opens with its header, exportedAt first (export-json.ts writes it so).
  sniff(_file, head) {
    return /^\{\s*"exportedAt"\s*:/.test(head.trimStart());
  },
  async parse(file) {
    return readExport(parseJson(utf8Text(file.bytes)));
  },
};
