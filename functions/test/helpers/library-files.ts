// Library export files for the API tests: each format's fixture (library-fixtures.ts; Omnivore's
// as a zip of its folder), and a stand-in for the web, on loopback, that serves every page a file
// links to as an article holding the file's own highlights of it, so that what the import fetches
// and anchors is measured for real.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { LibraryFile, ParsedLibrary } from "../../src/modules/library-import/parsed-library";
import { startPageServer, type PageServer } from "./page-server";
import { FIXTURES, fixture, fixtureFolder, zipOf } from "./library-fixtures";

export { zipOf };

/** The fixture file of a format (Omnivore's as a zip of its folder). */
export async function libraryFixture(format: string): Promise<LibraryFile> {
  if (format === "omnivore-zip")
    return { name: "omnivore-export.zip", bytes: await zipOf(fixtureFolder(format)) };
  const folder = join(FIXTURES, format);
  const [name] = readdirSync(folder).filter((file) => statSync(join(folder, file)).isFile());
  return fixture(format, name!);
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An article page as a site serves it: navigation, the article with these passages, a footer. */
export function articlePage(title: string, passages: string[]): string {
  const filler = [
    "This page was written to be read slowly, with a cup of tea and nothing else to do that afternoon.",
    "Its paragraphs are long enough for a reader to find the article among the links around it.",
  ];
  const paragraphs = [filler[0]!, ...passages, filler[1]!].map((p) => `<p>${escape(p)}</p>`).join("\n");
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escape(title)}</title></head><body>
<nav><a href="/">Home</a> <a href="/about">About</a> <a href="/subscribe">Subscribe</a></nav>
<main><article><h1>${escape(title)}</h1>
<p class="byline">By Ada Writer</p>
${paragraphs}
</article></main>
<footer><p>© The Site. All rights reserved.</p></footer></body></html>`;
}

/**
 * A stand-in for the web: `/page?u=<address>` answers the page at that address, built from the
 * library's own highlights of it (so they can land), or 404 for addresses in `gone`.
 */
export async function libraryWeb(
  library: ParsedLibrary,
  gone: string[] = [],
): Promise<PageServer & { local: (url: string) => string }> {
  const pages = new Map(library.items.filter((item) => item.url).map((item) => [item.url!, item]));
  const server = await startPageServer({
    "/page": (req, res) => {
      const address = new URL(req.url ?? "", "http://x").searchParams.get("u") ?? "";
      const item = pages.get(address);
      if (!item || gone.includes(address)) {
        res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not here</h1>");
        return;
      }
      const passages = item.highlights.map((h) => h.quote);
      res
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end(
          articlePage(
            item.title ?? "An article",
            passages.length
              ? passages
              : ["Nothing was highlighted here yet, but the article has words of its own to read."],
          ),
        );
    },
  });
  return { ...server, local: (url) => server.url(`/page?u=${encodeURIComponent(url)}`) };
}
