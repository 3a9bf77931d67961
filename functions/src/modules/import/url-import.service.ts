// POST /api/articles/from-url: fetch the page safely, extract the article, and store it; or say
// precisely why not (an errorType, docs/product-spec.md §8), or hand back what was found for the
// completion form.
import type { ArticleDraft, CreatedArticle } from "../../shared";
import { isOn } from "../../lib/runtime-guard";
import { extractPage } from "./extract-article";
import { assertComplete, importError } from "./import-error";
import { safeFetch, type SafeFetchOptions } from "./safe-fetch";
import { createArticleFor } from "../library";

export const URL_IMPORT_LIMITS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 };

/** Fetch options; loopback hosts only with the test/emulator-only setting. */
export function importFetchOptions(overrides: Partial<SafeFetchOptions> = {}): SafeFetchOptions {
  return {
    ...URL_IMPORT_LIMITS,
    allowLoopbackHosts: isOn(process.env.ALLOW_PRIVATE_IMPORT_HOSTS),
    ...overrides,
  };
}

export async function importFromUrl(
  uid: string,
  url: string,
  fetchOptions = importFetchOptions(),
): Promise<CreatedArticle> {
  const { draft, canonicalUrl } = await fetchArticle(url, fetchOptions);
  assertComplete(draft);
  return createArticleFor(uid, {
    title: draft.title!,
    author: draft.author!,
    content: draft.content!,
    url: draft.url ?? url,
    canonicalUrl,
    siteName: draft.siteName ?? null,
    preview: draft.preview ?? "",
    contentType: "html",
    importedFrom: "url",
    action: "article_imported",
  });
}

/**
 * Fetches the page at `url` and extracts its article, storing nothing: what the URL import stores,
 * and what a library import builds its articles from. Throws an import error (with its
 * errorType) when the page cannot be had or holds no article.
 */
export async function fetchArticle(
  url: string,
  fetchOptions = importFetchOptions(),
): Promise<{ draft: ArticleDraft; canonicalUrl: string | null }> {
  const page = await safeFetch(url, fetchOptions);
  assertSuccess(page.status);
  if (!/^(text\/html|application\/xhtml\+xml)\b/i.test(page.contentType)) {
    const type = page.contentType.split(";")[0] || "an unknown type";
    throw importError(
      "GENERAL_ERROR",
      /pdf/i.test(type)
        ? "This address is a PDF file. Download it and use Import from PDF instead."
        : `This address is not a web page (it is ${type}).`,
      415,
    );
  }
  const { draft, readable, canonicalUrl } = await extractPage(page.body, page.url, page.contentType);
  if (!readable) {
    throw importError(
      "GENERAL_ERROR",
      "This page does not look like an article: no readable text was found on it.",
      422,
    );
  }
  return { draft, canonicalUrl };
}

/** Errors that were the site's own trouble (a 5xx): it may pass, so a library import tries again. */
const siteTroubles = new WeakSet<Error>();
export const isSiteTrouble = (error: unknown) => error instanceof Error && siteTroubles.has(error);

function assertSuccess(status: number): void {
  if (status >= 200 && status < 300) return;
  if (status === 401 || status === 403) throw importError("ACCESS_DENIED");
  if (status === 404 || status === 410) throw importError("NOT_FOUND");
  if (status === 429) throw importError("RATE_LIMITED");
  const error = importError("GENERAL_ERROR", `The website answered with an error (${status}).`);
  if (status >= 500) siteTroubles.add(error);
  throw error;
}
