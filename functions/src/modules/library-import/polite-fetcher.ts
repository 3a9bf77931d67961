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

  constructor(options: Partial<PoliteFetcherOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  async fetch(url: string): Promise<FetchedArticle> {
    const site = siteOf(url);
    for (let attempt = 0; ; attempt++) {
      await this.waitTurn(site);
      try {
        return await this.options.fetch(url);
      } catch (error) {
        if (attempt >= this.options.retries || !mayAnswerLater(error)) throw error;
        // The whole site waits: a 429 or a 503 speaks for the site, not only this page.
        const pause = this.options.backoffMs * 2 ** attempt;
        this.nextTurn.set(site, Math.max(this.nextTurn.get(site) ?? 0, wallClock().getTime() + pause));
      }
    }
  }

  /** Takes the site's next turn, waiting for it: turns are handed out a spacing apart. */
  private async waitTurn(site: string): Promise<void> {
    const now = wallClock().getTime();
    const turn = Math.max(now, this.nextTurn.get(site) ?? 0);
    this.nextTurn.set(site, turn + this.options.spacingMs);
    if (turn > now) await this.options.sleep(turn - now);
    // A busy process may wake late: the next turn counts from when this request really goes.
    const sent = wallClock().getTime();
    this.nextTurn.set(site, Math.max(this.nextTurn.get(site) ?? 0, sent + this.options.spacingMs));
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
