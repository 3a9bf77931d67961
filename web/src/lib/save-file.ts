// Hands a file the app already holds (an export fetched with the ID token) to the browser's own
// download, through a temporary object URL and a link with `download`.

/** How long the object URL outlives the click: the browser starts reading it at once, but not synchronously. */
const REVOKE_AFTER_MS = 60_000;

/** Saves `blob` as `filename` through the browser's download. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
