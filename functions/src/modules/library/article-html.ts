// Sanitising user- or import-supplied article HTML, and its plain text, on a jsdom window.
// Loaded lazily: only HTML imports and edits of HTML articles need it.
import { createSanitizer } from "../../lib/sanitize-html";

export async function sanitizeArticleHtml(html: string): Promise<{ html: string; text: string }> {
  const { JSDOM } = await import("jsdom");
  const dom = new JSDOM("");
  try {
    const clean = (await createSanitizer(dom.window))(html);
    const container = dom.window.document.createElement("div");
    container.innerHTML = clean;
    return { html: clean, text: container.textContent ?? "" };
  } finally {
    dom.window.close();
  }
}
