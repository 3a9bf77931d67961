// An opened article's notes, a page at a time, so an open costs what the screen shows and not
// every reader's notes (docs/decisions.md, "An article's notes, a page at a time"):
// - the first page holds the reader's own notes whole: their highlights, the highlights they
//   commented on, and the threads of both; plus the first NOTES_PAGE_SIZE highlights of anyone
//   in reading order with their threads;
// - each later page the next NOTES_PAGE_SIZE in reading order, leaving out what the first held
//   (the reader's own as they were when it was read), so the pages give every note once.
// The caller checks access to the article first (library's readableArticle).
import { NOTES_PAGE_SIZE, type ArticleNotes, type ArticleUser } from "../../shared";
import { now } from "../../lib/clock";
import { cardsById } from "../users";
import { toComment, toHighlight, unknownAuthor } from "./annotation-shapes";
import type { CommentDoc, HighlightDoc, Stored } from "./annotations.repository";
import { decodeNotesCursor, encodeNotesCursor, type NotesCursor } from "./notes-cursor";
import * as repo from "./notes-page.repository";

/** The reader's own highlights on one article at most, and the comments one answer brings at most. */
const OWN_HIGHLIGHTS_MAX = 500;
const COMMENTS_MAX = 1000;

type StoredHighlight = Stored<HighlightDoc>;

const inReadingOrder = (a: StoredHighlight, b: StoredHighlight) =>
  a.startOffset - b.startOffset || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * A page of the article's notes for `uid`: the first without `cursor` (a cursor of another
 * article, or one not made here, is a 400).
 */
export async function notesOnArticle(uid: string, articleId: string, cursor?: string): Promise<ArticleNotes> {
  const page = cursor
    ? await laterPage(uid, decodeNotesCursor(cursor, articleId))
    : await firstPage(uid, articleId);
  return withAuthors(page);
}

interface RawPage {
  highlights: StoredHighlight[];
  comments: Array<Stored<CommentDoc>>;
  notesCursor: string | null;
}

async function firstPage(uid: string, articleId: string): Promise<RawPage> {
  const openedAt = now().getTime();
  const read = await repo.highlightsInReadingOrder(articleId, null, NOTES_PAGE_SIZE + 1);
  const page = read.slice(0, NOTES_PAGE_SIZE);
  const last = read.length > NOTES_PAGE_SIZE ? page.at(-1) : undefined;
  let shown = page;
  if (last) {
    // The reader's own notes past the page: their highlights, and those they commented on.
    const [own, commented] = await Promise.all([
      repo.ownHighlightsAfter(articleId, uid, last, OWN_HIGHLIGHTS_MAX),
      repo.highlightsCommentedBy(articleId, uid, COMMENTS_MAX),
    ]);
    const have = new Set([...page, ...own].map((h) => h.id));
    const missing = [...commented].filter((id) => !have.has(id)).slice(0, OWN_HIGHLIGHTS_MAX);
    shown = [...page, ...own, ...(await repo.highlightsByIds(missing))].sort(inReadingOrder);
  }
  const threads = await repo.threadsOf(
    shown.map((h) => h.id),
    COMMENTS_MAX,
  );
  const notesCursor = last
    ? encodeNotesCursor({ articleId, startOffset: last.startOffset, id: last.id, openedAt })
    : null;
  return { highlights: shown, comments: threads.comments, notesCursor };
}

async function laterPage(uid: string, cursor: NotesCursor): Promise<RawPage> {
  const { articleId, openedAt } = cursor;
  const read = await repo.highlightsInReadingOrder(articleId, cursor, NOTES_PAGE_SIZE + 1);
  const page = read.slice(0, NOTES_PAGE_SIZE);
  const last = read.length > NOTES_PAGE_SIZE ? page.at(-1) : undefined;
  const before = (at: { toMillis(): number } | undefined) => (at?.toMillis() ?? 0) <= openedAt;
  // The reader's own highlights came with the first page.
  const candidates = page.filter((h) => !(h.userId === uid && before(h.createdAt)));
  const threads = await repo.threadsOf(
    candidates.map((h) => h.id),
    COMMENTS_MAX,
  );
  // So did the highlights they had commented on: known from the threads read, or, where the
  // budget cut a group of threads short, asked of that group.
  const tookPart = new Set(
    threads.comments.filter((c) => c.userId === uid && before(c.createdAt)).map((c) => c.highlightId),
  );
  const asked = await Promise.all(threads.cut.map((group) => repo.ownCommentsOn(group, uid)));
  for (const own of asked.flat()) if (before(own.createdAt)) tookPart.add(own.highlightId);
  const highlights = candidates.filter((h) => !tookPart.has(h.id));
  const comments = threads.comments.filter((c) => !tookPart.has(c.highlightId));
  const notesCursor = last
    ? encodeNotesCursor({ ...cursor, startOffset: last.startOffset, id: last.id })
    : null;
  return { highlights, comments, notesCursor };
}

/** The page in the API's shape, each note with its author's card (one batched read). */
async function withAuthors(page: RawPage): Promise<ArticleNotes> {
  const authorIds = new Set([...page.highlights, ...page.comments].map((note) => note.userId));
  const cards = await cardsById([...authorIds]);
  const userOf = (id: string): ArticleUser => cards.get(id) ?? unknownAuthor(id);
  const comments = [...page.comments].sort(
    (a, b) => (a.createdAt?.toMillis() ?? 0) - (b.createdAt?.toMillis() ?? 0),
  );
  return {
    highlights: page.highlights.map((highlight) => toHighlight(highlight, userOf(highlight.userId))),
    comments: comments.map((comment) => toComment(comment, userOf(comment.userId))),
    notesCursor: page.notesCursor,
  };
}
