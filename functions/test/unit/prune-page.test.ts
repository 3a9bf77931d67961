// The boxes a page names as furniture go before Readability reads it, on the parser the import
// uses (parse5 into linkedom); the article's own box stays even when a theme gives it such a name.
import { describe, expect, it } from "vitest";
import { parsePage } from "../../src/modules/import/parse-page";
import { prunePage } from "../../src/modules/import/prune-page";

const PARAGRAPH =
  "<p>The harbour board met on Thursday and agreed, after a long evening of questions from residents, to rebuild the sea wall before the winter storms.</p>";
const ARTICLE = PARAGRAPH.repeat(4);

async function pruned(body: string): Promise<string> {
  const document = await parsePage(
    `<!DOCTYPE html><html><body>${body}</body></html>`,
    "https://news.example/",
  );
  prunePage(document);
  return document.body.innerHTML;
}

describe("prunePage", () => {
  it("when a newsletter box sits in the article, then it goes and the paragraphs stay", async () => {
    const out = await pruned(
      `<article>${ARTICLE}<div class="newsletterSignupBox"><h3>Newsletters</h3><p>Receive the latest local updates in your inbox</p><form><input type="email"></form></div></article>`,
    );
    expect(out).not.toContain("latest local updates");
    expect(out).toContain("rebuild the sea wall");
  });

  it("when share bars, related stories, tag lists, a comment section and an author bio are named so, then all go", async () => {
    const out = await pruned(
      `<article>${ARTICLE}<div class="share-tools">Facebook Twitter Email</div>` +
        `<aside class="related-articles"><a href="/a">Ferry fares to rise</a></aside>` +
        `<div class="post-tags"><a href="/t/harbour">harbour</a></div>` +
        `<p class="author-bio">Lena Ortiz covers the coast for the paper.</p>` +
        `<section id="comments"><p>First!</p></section></article>`,
    );
    for (const chrome of ["Facebook", "Ferry fares", "/t/harbour", "covers the coast", "First!"])
      expect(out).not.toContain(chrome);
    expect(out).toContain("rebuild the sea wall");
  });

  it("when a caption box holds only text, then it goes; a caption box around the picture keeps the picture", async () => {
    const out = await pruned(
      `<article>${ARTICLE}<div class="wp-caption"><img src="https://news.example/wall.jpg" alt="The wall"><p class="wp-caption-text">The wall in 1953.</p></div><span class="image-credit">Photo: Agency</span></article>`,
    );
    expect(out).toContain("wall.jpg");
    expect(out).not.toContain("The wall in 1953.");
    expect(out).not.toContain("Photo: Agency");
  });

  it("when text is only for screen readers, then it goes", async () => {
    const out = await pruned(`<article>${ARTICLE}<span class="sr-only">Image caption</span></article>`);
    expect(out).not.toContain("Image caption");
  });

  it("when the article's own box carries a furniture name (a theme's 'share', 'no-share', 'tag-...'), then it stays", async () => {
    for (const names of [
      'class="entry themeform share"',
      'class="entry-content no-share"',
      'class="post tag-harbour"',
    ])
      expect(await pruned(`<div ${names}>${ARTICLE}</div><footer>© News</footer>`)).toContain(
        "rebuild the sea wall",
      );
  });

  it("when a named box holds a large share of the page's text, then it is taken for the article and stays", async () => {
    const out = await pruned(`<div class="comments-enabled">${PARAGRAPH.repeat(2)}</div><p>Short.</p>`);
    expect(out).toContain("rebuild the sea wall");
  });
  it("when adverts, a cookie notice, breadcrumbs and the byline and date box are named so, then they go", async () => {
    const out = await pruned(
      `<nav class="breadcrumbs"><a href="/">Home</a> › <a href="/news">News</a></nav><article><div class="entry-meta">By Lena Ortiz | 4 May 2023</div>${ARTICLE}<div class="ad-slot">Advert</div><div id="cookie-notice">This website uses cookies.</div></article>`,
    );
    for (const chrome of ["Home", "Lena Ortiz", "Advert", "uses cookies"]) expect(out).not.toContain(chrome);
    expect(out).toContain("rebuild the sea wall");
  });
});
