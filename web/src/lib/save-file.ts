// Hands a file to the browser's own download: one the app already holds, through a temporary
// object URL and a link with `download`, or one at a signed link (a job's file in Cloud Storage).

/** How long the object URL outlives the click: the browser starts reading it at once, but not synchronously. */
const REVOKE_AFTER_MS = 60_000;

/** Clicks a hidden link to `href` that asks the browser to download it as `filename`. */
function clickDownload(href: string, filename: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = filename;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves `blob` as `filename` through the browser's download. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  clickDownload(url, filename);
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * Has the browser download the file at `url` (another origin: a signed Cloud Storage link, whose
 * answer is an attachment, so the page stays where it is). `download` names it where the browser
 * honours it on another origin; the link's own Content-Disposition names it everywhere else.
 */
export function saveFromLink(url: string, filename: string): void {
  clickDownload(url, filename);
}
