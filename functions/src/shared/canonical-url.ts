// One address per page, so that a page saved twice (from a link with tracking parameters, from the
// browser extension, from a mobile sub-domain that names its desktop page) is found as the same
// article. Shared: the server stores it on every article with an address, and the browser
// extension computes the same value from the page it is on.

/** Query parameters that only say how a visitor arrived, never which page it is. */
const TRACKING_PARAMS = new Set([
  "fbclid",
  "gclid",
  "gclsrc",
  "dclid",
  "gbraid",
  "wbraid",
  "msclkid",
  "yclid",
  "twclid",
  "ttclid",
  "li_fat_id",
  "igshid",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
  "oly_anon_id",
  "oly_enc_id",
  "vero_id",
  "spm",
]);

const isTracking = (name: string) => {
  const lower = name.toLowerCase();
  return lower.startsWith("utm_") || TRACKING_PARAMS.has(lower);
};

function parseWebUrl(address: string, base?: string): URL | null {
  try {
    const url = base === undefined ? new URL(address) : new URL(address, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * An address in its canonical form: host in lower case (the URL parser does it), no default port,
 * no fragment, no user name or password, no tracking parameters, the remaining parameters in a
 * stable order, and no trailing slash except the root's. Null when it is not an http(s) address.
 */
export function normalizeUrl(address: string): string | null {
  const url = parseWebUrl(address.trim());
  if (!url) return null;
  url.hash = "";
  url.username = "";
  url.password = "";
  const kept = [...url.searchParams].filter(([name]) => !isTracking(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = kept.length ? new URLSearchParams(kept).toString() : "";
  if (url.pathname.length > 1 && url.pathname.endsWith("/")) url.pathname = url.pathname.replace(/\/+$/, "");
  // An emptied query leaves a bare "?" in href on some parsers; rebuild it without.
  return `${url.protocol}//${url.host}${url.pathname || "/"}${url.search}`;
}

/** The host without a leading "www.". */
const siteHost = (url: URL) => url.hostname.replace(/^www\./, "");

/**
 * Whether a page's canonical link may stand for the page: the same host (ignoring "www."), or
 * one a sub-domain of the other (m.example.com naming example.com). Without the public suffix
 * list this errs on the side of refusing: a sibling sub-domain (blog. naming news.) is refused, so
 * a page cannot claim to be another site's article.
 */
export function sameSite(a: URL, b: URL): boolean {
  const hostA = siteHost(a);
  const hostB = siteHost(b);
  return hostA === hostB || hostA.endsWith(`.${hostB}`) || hostB.endsWith(`.${hostA}`);
}

/**
 * The canonical address of a page at `pageUrl`: its `<link rel="canonical">` (`canonicalHref`,
 * resolved against the page) when it is an http(s) address on the same site, else the page's own
 * address; normalised either way. Null when the page's address is not http(s).
 */
export function canonicalUrl(pageUrl: string, canonicalHref?: string | null): string | null {
  const page = parseWebUrl(pageUrl.trim());
  if (!page) return null;
  const declared = canonicalHref?.trim() ? parseWebUrl(canonicalHref.trim(), page.href) : null;
  return normalizeUrl(declared && sameSite(declared, page) ? declared.href : page.href);
}
