// Fetching a library's pages the way a good guest does: at most one request a second to any one
// site (many sites at once), a page that answers "too many requests", a server error or nothing
// in time tried again after a growing pause, and every fetch through the URL import's own
// pipeline (its address guard against private networks, its size and time limits, its extraction).
import type { ArticleDraft } from "../../shared";
import { AppError } from "../../lib/errors";
import { wallClock } from "../../lib/clock";
import { fetchArticle, importFetchOptions, isSiteTrouble } from "../import";

export interface FetchedArticle {
  draft: ArticleDraft;
  canonicalUrl: string | null;
}

export interface PoliteFetcherOptions {
  /** Milliseconds between two requests to one site. */
  spacingMs: number;
  /** Tries after the first, for a page that may answer later. */
  retries: number;
  /** The first pause before trying again; it doubles each time. */
  backoffMs: number;
  fetch: (url: string) => Promise<FetchedArticle>;
  sleep: (ms: number) => Promise<void>;
}

const DEFAULTS: PoliteFetcherOptions = {
  spacingMs: 1000,
  retries: 3,
  backoffMs: 2000,
  fetch: (url) => fetchArticle(url, importFetchOptions()),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** A page that may answer another time: rate-limited, timed out, or the site's own trouble. */
function mayAnswerLater(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  const { errorType } = error.extra;
  return errorType === "RATE_LIMITED" || errorType === "TIMEOUT" || isSiteTrouble(error);
}

export class PoliteFetcher {
  private readonly options: PoliteFetcherOptions;
  /** When each site may next be asked (milliseconds of the wall clock). */
  private readonly nextTurn = new Map<string, number>();
  /** Each site's last request in line: one request at a time per site. */
  private readonly inLine = new Map<string, Promise<void>>();

  constructor(options: Partial<PoliteFetcherOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  /**
   * Fetches the page once its site's request before it has answered and a spacing has passed
   * since. Counting from the answer, not from when a request was handed to the fetch, is what
   * holds the spacing as the site sees it: the fetch's own work before a request leaves (its
   * address check, on a busy event loop) can delay one request more than the next.
   */
  async fetch(url: string): Promise<FetchedArticle> {
    const site = siteOf(url);
    const before = this.inLine.get(site) ?? Promise.resolve();
    let done: () => void = () => undefined;
    const mine = before.then(() => new Promise<void>((resolve) => (done = resolve)));
    this.inLine.set(site, mine);
    await before;
    try {
      return await this.attempts(site, url);
    } finally {
      done();
      if (this.inLine.get(site) === mine) this.inLine.delete(site);
    }
  }

  private async attempts(site: string, url: string): Promise<FetchedArticle> {
    for (let attempt = 0; ; attempt++) {
      const wait = (this.nextTurn.get(site) ?? 0) - wallClock().getTime();
      if (wait > 0) await this.options.sleep(wait);
      try {
        return await this.options.fetch(url);
      } catch (error) {
        if (attempt >= this.options.retries || !mayAnswerLater(error)) throw error;
        // The whole site waits: a 429 or a 503 speaks for the site, not only this page.
        this.later(site, this.options.backoffMs * 2 ** attempt);
      } finally {
        this.later(site, this.options.spacingMs);
      }
    }
  }

  /** The site's next turn is at least `ms` from now. */
  private later(site: string, ms: number): void {
    this.nextTurn.set(site, Math.max(this.nextTurn.get(site) ?? 0, wallClock().getTime() + ms));
  }
}

/** The site a page is on (its host with port); an address that does not parse is its own site. */
function siteOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return url;
  }
}
