// The library's addresses, hashed, for the browser extension: it keeps them to recognise a page
// of the reader's library on its own, so that no other page's address ever leaves the browser.
// Bounded: the newest own articles and the articles shared with the reader, each capped, two
// queries and one batched read of the shared articles and their owners' friendships.
import { createHash } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import {
  canonicalUrl,
  PAGE_HASH_HEX_LENGTH,
  PAGE_INDEX_VERSION,
  PAGE_INDEX_OWNED_MAX,
  PAGE_INDEX_SHARED_MAX,
  type PageIndex,
  type PageIndexEntry,
} from "../../shared";
import { db } from "../../lib/firebase";
import { now } from "../../lib/clock";
import { buildQuery } from "../../lib/query";
import { friendLinksTo } from "../friends";
import { CHANGES_KEPT_DAYS, changesSince, newestChange } from "../page-index-changes";
import { grantHolds } from "./access";
import { recentArticlesSpec } from "./library.queries";
import {
  ARTICLES,
  READERS,
  getArticles,
  getReaders,
  type ArticleDoc,
  type ReaderDoc,
  type StoredArticle,
} from "./library.repository";

/** The hash the extension computes too (Web Crypto's SHA-256 over the same UTF-8 bytes). */
export const pageAddressHash = (address: string) =>
  createHash("sha256").update(address, "utf8").digest("hex").slice(0, PAGE_HASH_HEX_LENGTH);

/**
 * An article's canonical address; articles saved before it was kept have only their address, whose
 * canonical form is computed here (without the page's canonical link, which was not kept).
 */
const addressOf = (doc: Pick<ArticleDoc, "url" | "canonicalUrl">) => {
  const address = doc.canonicalUrl ?? (doc.url ? canonicalUrl(doc.url) : null);
  // A book imported from a Kindle has a source name (urn:spurq:book:…), no page to match.
  return address && /^https?:/i.test(address) ? address : null;
};

/** The caller's own and shared articles, by hashed address: the whole list. */
async function wholeIndex(uid: string): Promise<Omit<PageIndex, "version">> {
  const [own, readers] = await Promise.all([
    buildQuery(recentArticlesSpec(uid, "newest"), db().collection(ARTICLES))
      .select("url", "canonicalUrl")
      .limit(PAGE_INDEX_OWNED_MAX + 1)
      .get(),
    db()
      .collectionGroup(READERS)
      .where("uid", "==", uid)
      .limit(PAGE_INDEX_SHARED_MAX + 1)
      .get(),
  ]);
  const entries: PageIndexEntry[] = [];
  for (const doc of own.docs.slice(0, PAGE_INDEX_OWNED_MAX)) {
    const address = addressOf(doc.data() as ArticleDoc);
    if (address) entries.push({ hash: pageAddressHash(address), articleId: doc.id, own: true });
  }
  const grants = readers.docs.slice(0, PAGE_INDEX_SHARED_MAX);
  entries.push(
    ...(await sharedEntries(
      uid,
      grants.map((doc) => doc.ref.parent.parent!.id),
      grants.map((doc) => doc.data() as ReaderDoc),
    )),
  );
  return {
    full: true,
    entries,
    changed: [],
    truncated: own.size > PAGE_INDEX_OWNED_MAX || readers.size > PAGE_INDEX_SHARED_MAX,
  };
}

/**
 * The entries of the articles with these ids that the caller may read through their grants (one
 * batched read of the articles, one of the owners' friendships), each by its address.
 */
async function sharedEntries(
  uid: string,
  ids: string[],
  grants: Array<ReaderDoc | undefined>,
  known?: Array<StoredArticle | undefined>,
): Promise<PageIndexEntry[]> {
  if (!ids.length) return [];
  const articles = known ?? (await getArticles(ids));
  const owners = articles.flatMap((article) => (article ? [article.userId] : []));
  const links = await friendLinksTo(uid, owners);
  const entries: PageIndexEntry[] = [];
  articles.forEach((article, index) => {
    if (!article || article.inTrash) return;
    if (!grantHolds(grants[index], links.get(article.userId))) return;
    const address = addressOf(article);
    if (address) entries.push({ hash: pageAddressHash(address), articleId: article.id, own: false });
  });
  return entries;
}

/** The current entries of articles that changed: each read once, readers' grants in one batch. */
async function changedEntries(uid: string, ids: string[]): Promise<PageIndexEntry[]> {
  if (!ids.length) return [];
  const articles = await getArticles(ids);
  const entries: PageIndexEntry[] = [];
  const others: StoredArticle[] = [];
  for (const article of articles) {
    if (!article) continue;
    if (article.userId !== uid) others.push(article);
    else if (!article.inTrash) {
      const address = addressOf(article);
      if (address) entries.push({ hash: pageAddressHash(address), articleId: article.id, own: true });
    }
  }
  const grants = others.length
    ? await getReaders(
        others.map((article) => article.id),
        uid,
      )
    : [];
  const shared = await sharedEntries(
    uid,
    others.map((article) => article.id),
    grants,
    others,
  );
  return [...entries, ...shared];
}

/** Changes answered as a delta at most; more, and the whole list is cheaper to send. */
export const PAGE_INDEX_CHANGES_MAX = 100;

const encodeVersion = (newest: Timestamp, checkedAt: Date) =>
  `${newest.seconds}.${String(newest.nanoseconds).padStart(9, "0")}-${Math.floor(checkedAt.getTime() / 1000)}`;

/** The newest change a version saw, when it was checked recently enough for the feed to hold what followed. */
function decodeVersion(version: string | undefined, at: Date): Timestamp | undefined {
  const match = version && PAGE_INDEX_VERSION.test(version) ? /^(\d+)\.(\d+)-(\d+)$/.exec(version) : null;
  if (!match) return undefined;
  const checkedAt = Number(match[3]) * 1000;
  // A day less than the feed keeps its changes: TTL deletion is not to the second.
  if (
    at.getTime() - checkedAt > (CHANGES_KEPT_DAYS - 1) * 86_400_000 ||
    checkedAt > at.getTime() + 86_400_000
  )
    return undefined;
  return new Timestamp(Number(match[1]), Number(match[2]));
}

/**
 * GET /api/articles/page-index?since=: the changes after the caller's version (one query that
 * finds nothing when the library did not change), or the whole list when there is no usable
 * version, a reset was noted or too much changed. `whole` runs before a whole list is read (the
 * route's allowance): the delta costs what changed, the whole list up to ~700 reads.
 */
export async function pageIndex(
  uid: string,
  since?: string,
  whole: () => Promise<void> = async () => {},
): Promise<PageIndex> {
  const at = now();
  const from = decodeVersion(since, at);
  if (from) {
    const found = await changesSince(uid, from, PAGE_INDEX_CHANGES_MAX);
    if (!found.whole) {
      return {
        version: encodeVersion(found.newest, at),
        full: false,
        entries: await changedEntries(uid, found.articleIds),
        changed: found.articleIds,
        truncated: false,
      };
    }
  }
  await whole();
  // The version is read before the list: a change that commits in between is both in the list
  // and after the version, and looking at an article twice is harmless.
  const newest = await newestChange(uid);
  return { version: encodeVersion(newest, at), ...(await wholeIndex(uid)) };
}
