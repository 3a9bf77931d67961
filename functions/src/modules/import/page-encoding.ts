// The character encoding an imported page is decoded with. A browser follows the HTTP header's
// charset, a byte-order mark or a <meta charset>; where none is given, the HTML standard's default
// is windows-1252, which turns every accented letter of a UTF-8 page into two wrong ones. Modern
// browsers detect UTF-8 instead (Firefox's chardetng, Chromium's detector), and a page whose
// bytes are valid UTF-8 is almost never meant as anything else; so do we.
import { isUtf8 } from "node:buffer";

/** The content type to parse `body` with: the response's own when it names a charset. */
export async function pageContentType(body: Buffer | string, contentType: string): Promise<string> {
  const mime = contentType.split(";")[0]?.trim().toLowerCase() || "text/html";
  // jsdom parses XHTML served as such with its XML parser, which refuses ordinary tag soup.
  const type = mime === "application/xhtml+xml" ? "text/html" : mime;
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1];
  if (typeof body === "string") return type;
  if (charset) return `${type}; charset=${charset}`;
  const { default: sniffEncoding } = await import("html-encoding-sniffer");
  const encoding = sniffEncoding(body, { defaultEncoding: isUtf8(body) ? "UTF-8" : "windows-1252" });
  return `${type}; charset=${encoding}`;
}
