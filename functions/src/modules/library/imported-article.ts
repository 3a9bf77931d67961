// Articles another service's export brings (library imports): written in the import's transaction,
// saved when the reader first saved them there, read or not as they were there, and earning no
// points: the reading was done elsewhere, and a file of ten thousand links must not buy a level.
import { createHash } from "node:crypto";
import { FieldValue, Timestamp, type Transaction } from "firebase-admin/firestore";
import type { ContentType } from "../../shared";
import { textTokens } from "../../lib/search-text";
import { sanitizeText } from "../../lib/text";
import { noteArticleChange } from "../page-index-changes";
import * as repo from "./library.repository";
import type { StoredArticle } from "./library.repository";

export interface ImportedArticle {
  title: string;
  author: string | null;
  url: string | null;
  canonicalUrl: string;
  siteName: string | null;
  /** Sanitised already (prepareContent), with its preview. */
  content: string;
  preview: string;
  contentType: ContentType;
  savedAt: Date;
  read: boolean;
  folderId: string | null;
  tagIds: string[];
  /** The highlights and notes written with it in the same transaction, and the first one's words. */
  counts: { highlights: number; comments: number; firstHighlightText: string | null };
}

/**
 * An imported article's id, made from its reader and its source: creating it fails when it is
 * there already, so an import needs no query inside its transaction to make each source once
 * (a query there would scan on the emulator, and contend with the import's other transactions).
 */
export const importedArticleId = (uid: string, source: string) =>
  createHash("sha256").update(`${uid}\n${source}`, "utf8").digest("hex").slice(0, 24);

/** Writes the imported article under `id` in `tx`; returns what lands its search terms after `tx`. */
export function writeImportedArticle(
  tx: Transaction,
  uid: string,
  id: string,
  article: ImportedArticle,
): () => Promise<void> {
  const ref = repo.articleRefOf(id);
  const savedAt = Timestamp.fromDate(article.savedAt);
  const title = sanitizeText(article.title);
  noteArticleChange(tx, [uid], id);
  return repo.createArticleIn(
    tx,
    ref,
    {
      userId: uid,
      title,
      titleTokens: textTokens(title),
      url: article.url,
      canonicalUrl: article.canonicalUrl,
      author: article.author ? sanitizeText(article.author) : null,
      siteName: article.siteName,
      folderId: article.folderId,
      tagIds: article.tagIds,
      preview: article.preview,
      contentType: article.contentType,
      importedFrom: "library",
      highlightCount: article.counts.highlights,
      commentCount: article.counts.comments,
      firstHighlightText: article.counts.firstHighlightText,
      // Read there: not 'New' here.
      lastViewed: article.read ? savedAt : null,
      createdAt: savedAt,
      updatedAt: Timestamp.now(),
      deletedAt: null,
      inTrash: false,
      ownerPoints: 0,
    },
    article.content,
  );
}

/**
 * What an import adds to an article the reader already has from the same source: the file's tags
 * beside its own (within the per-article limit), and its folder when it has none.
 */
export function fileImportedLabels(
  tx: Transaction,
  article: StoredArticle,
  labels: { tagIds: string[]; folderId: string | null },
  tagsMax: number,
): void {
  const room = Math.max(0, tagsMax - article.tagIds.length);
  const newTags = labels.tagIds.filter((id) => !article.tagIds.includes(id)).slice(0, room);
  const changes: Record<string, unknown> = {};
  if (newTags.length) changes.tagIds = FieldValue.arrayUnion(...newTags);
  if (!article.folderId && labels.folderId) changes.folderId = labels.folderId;
  if (Object.keys(changes).length) repo.updateArticleIn(tx, article.id, changes);
}
