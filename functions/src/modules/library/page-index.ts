// The library's addresses, hashed, for the browser extension: it keeps them to recognise a page
// of the reader's library on its own, so that no other page's address ever leaves the browser.
// Bounded: the newest own articles and the articles shared with the reader, each capped, two
// queries and one batched read of the shared articles and their owners' friendships.
import { createHash } from "node:crypto";
import {
  canonicalUrl,
  PAGE_HASH_HEX_LENGTH,
  PAGE_INDEX_OWNED_MAX,
  PAGE_INDEX_SHARED_MAX,
  type PageIndex,
  type PageIndexEntry,
} from "../../shared";
import { db } from "../../lib/firebase";
import { buildQuery } from "../../lib/query";
import { friendLinksTo } from "../friends";
import { grantHolds } from "./access";
import { recentArticlesSpec } from "./library.queries";
import { ARTICLES, READERS, type ArticleDoc, type ReaderDoc } from "./library.repository";

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

/** GET /api/articles/page-index: the caller's own and shared articles, by hashed address. */
export async function pageIndex(uid: string): Promise<PageIndex> {
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
  if (grants.length) {
    const articles = await db().getAll(...grants.map((doc) => doc.ref.parent.parent!));
    const owners = articles.flatMap((snap) => (snap.exists ? [String(snap.get("userId"))] : []));
    const links = await friendLinksTo(uid, owners);
    articles.forEach((snap, index) => {
      const article = snap.data() as ArticleDoc | undefined;
      if (!article || article.inTrash) return;
      if (!grantHolds(grants[index]!.data() as ReaderDoc, links.get(article.userId))) return;
      const address = addressOf(article);
      if (address) entries.push({ hash: pageAddressHash(address), articleId: snap.id, own: false });
    });
  }
  return {
    entries,
    truncated: own.size > PAGE_INDEX_OWNED_MAX || readers.size > PAGE_INDEX_SHARED_MAX,
  };
}
