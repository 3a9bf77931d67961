// Links in article HTML that have nothing to read, typically an image with an empty alt, are
// announced as just "link" (axe link-name). Such a link gets its address as its title (an allowed
// attribute of the article allowlist), which names it for screen readers and shows it on hover.
// The text is left alone: the body's textContent is what highlight offsets count in.

/** The address in a readable form: host and path of a web address, the address of a mailto:. */
export function readableAddress(href: string): string {
  try {
    const url = new URL(href);
    if (url.protocol === "mailto:") return decodeURIComponent(url.pathname);
    return decodeURI(`${url.host}${url.pathname}`).replace(/\/$/, "");
  } catch {
    return href;
  }
}

function hasName(link: Element): boolean {
  if (link.getAttribute("title")?.trim() || link.textContent?.trim()) return true;
  return Array.from(link.querySelectorAll("img")).some((image) => image.getAttribute("alt")?.trim());
}

/** Gives every link under `root` without a name its readable address as its title. */
export function nameUnnamedLinks(root: ParentNode): void {
  for (const link of root.querySelectorAll("a[href]")) {
    if (!hasName(link)) link.setAttribute("title", readableAddress(link.getAttribute("href") ?? ""));
  }
}
