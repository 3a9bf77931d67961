// POST /api/articles/from-page: a page as the reader's browser rendered it (sent by the browser
// extension), so pages behind a sign-in or a paywall save as the reader sees them. The same
// extraction, author finding, sanitising and caps as a URL import, but nothing is fetched: the
// HTML is parsed as text, never run, and nothing it links to is loaded. A page already in the
// reader's library (same canonical address) gives that article instead of a copy.
import type { ImportPageBody, SavedPage } from "../../shared";
import { extractPage } from "./extract-article";
import { assertComplete, importError } from "./import-error";
import { createArticleFor, ownArticleFromSource } from "../library";

export async function importFromPage(
  uid: string,
  { url, html }: Required<Pick<ImportPageBody, "url" | "html">>,
): Promise<SavedPage> {
  const { draft, readable, canonicalUrl } = await extractPage(html, url);
  if (canonicalUrl) {
    const existing = await ownArticleFromSource(uid, canonicalUrl);
    if (existing) return { id: existing.id, existing: true };
  }
  if (!readable) {
    throw importError(
      "GENERAL_ERROR",
      "This page does not look like an article: no readable text was found on it.",
      422,
    );
  }
  assertComplete(draft);
  const { id } = await createArticleFor(uid, {
    title: draft.title!,
    author: draft.author!,
    content: draft.content!,
    url,
    canonicalUrl,
    siteName: draft.siteName ?? null,
    preview: draft.preview ?? "",
    contentType: "html",
    importedFrom: "url",
    action: "article_imported",
  });
  return { id, existing: false };
}
