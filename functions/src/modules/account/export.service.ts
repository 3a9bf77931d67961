// What a data export holds, produced piece by piece so that neither format ever holds the whole
// library: the user's articles a page at a time (200, with the user's own highlights and comments
// on them; the bodies read a few articles ahead of the writer), the articles shared with them with
// their own notes there, and their spurqs both ways with replies. Only what the user wrote or was
// sent: friends' highlights on the user's articles are theirs.
import type { Timestamp } from "firebase-admin/firestore";
import { notFound } from "../../lib/errors";
import { now } from "../../lib/clock";
import { getUser } from "../users";
import {
  ARTICLES_PER_PAGE,
  articlesPage,
  getArticleContent,
  sharedArticlesPage,
  type StoredArticle,
} from "../library";
import { ownNotesOn, ownNotesOnPage, type CommentDoc, type HighlightDoc, type Stored } from "../annotations";
import { allReplies, spurqsPage } from "../spurqs";
import { listLabels } from "../folders";

const iso = (value: Timestamp | null | undefined) => value?.toDate().toISOString() ?? null;

/** Folders and tags are at most 100 each (folders/folders.service.ts), listed whole. */
const LABELS_MAX = 100;
/** Article bodies read ahead of the one being written (each up to 2,000,000 characters). */
const CONTENT_AHEAD = 8;

export interface ExportHeader {
  exportedAt: string;
  user: { username: string; email: string; bio: string | null };
  folders: Array<{ id: string; name: string }>;
  tags: Array<{ id: string; name: string; color: string | null }>;
}

export interface ExportedComment {
  text: string;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface ExportedHighlight {
  text: string;
  startOffset: number;
  endOffset: number;
  prefix: string;
  suffix: string;
  color: string;
  orphaned: boolean;
  createdAt: string | null;
  comments: ExportedComment[];
}

export interface ExportedArticle {
  id: string;
  title: string;
  url: string | null;
  author: string | null;
  siteName: string | null;
  folder: string | null;
  tags: string[];
  importedFrom: string;
  contentType: string;
  createdAt: string | null;
  updatedAt: string | null;
  lastViewed: string | null;
  deletedAt: string | null;
  content: string;
  highlights: ExportedHighlight[];
}

export interface ExportedSharedArticle {
  id: string;
  title: string;
  url: string | null;
  author: string | null;
  highlights: ExportedHighlight[];
}

export interface ExportedSpurq {
  id: string;
  createdAt: string | null;
  from: string;
  to: string;
  article: { id: string; title: string };
  highlight: string | null;
  question: string | null;
  isRead: boolean;
  replies: Array<{ from: string; text: string; createdAt: string | null }>;
}

/** What an export is writing now, for its job's progress (export.job.ts). */
export type ExportStage = "articles" | "shared" | "spurqs";

/** Told as an export goes: each stage as it starts, each of the user's articles once written. */
export interface ExportProgress {
  stage(stage: ExportStage): void;
  article(): void;
}

export const NO_PROGRESS: ExportProgress = { stage: () => undefined, article: () => undefined };

/** Who, what they labelled: the export's first part, and the names articles refer to. */
export async function exportHeader(uid: string): Promise<ExportHeader> {
  const [user, folders, tags] = await Promise.all([
    getUser(uid),
    listLabels(uid, "folders", LABELS_MAX),
    listLabels(uid, "tags", LABELS_MAX),
  ]);
  if (!user) throw notFound("User not found");
  return {
    exportedAt: now().toISOString(),
    user: { username: user.username, email: user.email, bio: user.bio ?? null },
    folders: folders.map((folder) => ({ id: folder.id, name: folder.name })),
    tags: tags.map((tag) => ({ id: tag.id, name: tag.name, color: tag.color ?? null })),
  };
}

/** Highlights with the comments on each, in reading order. */
function withComments(
  highlights: Array<Stored<HighlightDoc>>,
  comments: Array<Stored<CommentDoc>>,
): Map<string, ExportedHighlight[]> {
  const byHighlight = new Map<string, ExportedComment[]>();
  for (const comment of [...comments].sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis())) {
    const list = byHighlight.get(comment.highlightId) ?? [];
    list.push({ text: comment.text, createdAt: iso(comment.createdAt), updatedAt: iso(comment.updatedAt) });
    byHighlight.set(comment.highlightId, list);
  }
  const byArticle = new Map<string, ExportedHighlight[]>();
  for (const highlight of [...highlights].sort((a, b) => a.startOffset - b.startOffset)) {
    const list = byArticle.get(highlight.articleId) ?? [];
    list.push({
      text: highlight.text,
      startOffset: highlight.startOffset,
      endOffset: highlight.endOffset,
      prefix: highlight.prefix ?? "",
      suffix: highlight.suffix ?? "",
      color: highlight.color,
      orphaned: highlight.orphaned === true,
      createdAt: iso(highlight.createdAt),
      comments: byHighlight.get(highlight.id) ?? [],
    });
    byArticle.set(highlight.articleId, list);
  }
  return byArticle;
}

/** The user's articles with their content and their own notes, one at a time. */
export async function* exportedArticles(uid: string, header: ExportHeader): AsyncGenerator<ExportedArticle> {
  const folderNames = new Map(header.folders.map((folder) => [folder.id, folder.name]));
  const tagNames = new Map(header.tags.map((tag) => [tag.id, tag.name]));
  let after: string | undefined;
  for (;;) {
    const page = await articlesPage(uid, after);
    if (!page.length) return;
    const { highlights, comments } = await ownNotesOnPage(uid, page);
    const notes = withComments(highlights, comments);
    const contents = page.map(() => undefined as Promise<string> | undefined);
    const content = (index: number) => (contents[index] ??= getArticleContent(page[index]!));
    for (let index = 0; index < page.length; index++) {
      for (let ahead = index + 1; ahead < Math.min(page.length, index + CONTENT_AHEAD); ahead++) {
        // Awaited in its turn; a failure read ahead must not go unhandled before then.
        content(ahead).catch(() => undefined);
      }
      const article = page[index]!;
      const body = await content(index);
      contents[index] = undefined;
      yield toExported(article, body, notes.get(article.id) ?? [], folderNames, tagNames);
    }
    if (page.length < ARTICLES_PER_PAGE) return;
    after = page.at(-1)!.id;
  }
}

function toExported(
  article: StoredArticle,
  content: string,
  highlights: ExportedHighlight[],
  folderNames: Map<string, string>,
  tagNames: Map<string, string>,
): ExportedArticle {
  return {
    id: article.id,
    title: article.title,
    url: article.url ?? null,
    author: article.author ?? null,
    siteName: article.siteName ?? null,
    folder: article.folderId ? (folderNames.get(article.folderId) ?? null) : null,
    tags: (article.tagIds ?? []).flatMap((id) => tagNames.get(id) ?? []),
    importedFrom: article.importedFrom,
    contentType: article.contentType,
    createdAt: iso(article.createdAt),
    updatedAt: iso(article.updatedAt),
    lastViewed: iso(article.lastViewed),
    deletedAt: iso(article.deletedAt),
    content,
    highlights,
  };
}

/** Friends' articles shared with the user, with the user's own highlights and comments there. */
export async function* exportedSharedArticles(uid: string): AsyncGenerator<ExportedSharedArticle> {
  let after;
  do {
    const page = await sharedArticlesPage(uid, after);
    const { highlights, comments } = await ownNotesOn(
      uid,
      page.articles.map((article) => article.id),
    );
    const notes = withComments(highlights, comments);
    for (const article of page.articles) {
      yield {
        id: article.id,
        title: article.title,
        url: article.url ?? null,
        author: article.author ?? null,
        highlights: notes.get(article.id) ?? [],
      };
    }
    after = page.last;
  } while (after);
}

/** The spurqs the user sent or received, newest first, each with its replies. */
export async function* exportedSpurqs(
  uid: string,
  field: "senderId" | "recipientId",
): AsyncGenerator<ExportedSpurq> {
  let cursor: string | undefined;
  do {
    const page = await spurqsPage(field, uid, cursor);
    for (const spurq of page.items) {
      const replies = spurq.replyCount ? await allReplies(spurq.id) : [];
      yield {
        id: spurq.id,
        createdAt: iso(spurq.createdAt),
        from: spurq.sender.username,
        to: spurq.recipient.username,
        article: { id: spurq.article.id, title: spurq.article.title },
        highlight: spurq.highlight?.text ?? null,
        question: spurq.question,
        isRead: spurq.isRead,
        replies: replies.map((reply) => ({
          from: reply.user.username,
          text: reply.text,
          createdAt: iso(reply.createdAt),
        })),
      };
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
