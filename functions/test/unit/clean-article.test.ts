// Each cleaning rule on a small fixture: chrome goes by structure and link density; the article's
// own parts (standfirst, headings, lists, tables, code, quotes, pictures) stay.
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { cleanArticle, linkDensity } from "../../src/modules/import/clean-article";

const { document } = new JSDOM("").window;
function cleaned(html: string): string {
  const container = document.createElement("div");
  container.innerHTML = html;
  cleanArticle(container);
  return container.innerHTML;
}

const PARAGRAPH =
  "<p>The harbour board met on Thursday and agreed, after a long evening, to rebuild the sea wall.</p>";

describe("cleanArticle", () => {
  it("when a list is mostly links (related stories, most popular, tags), then it goes", () => {
    const html = `${PARAGRAPH}<h3>Most popular</h3><ul><li><a href="/a">Ferry fares to rise</a></li><li><a href="/b">New fish market opens</a></li></ul>`;
    expect(cleaned(html)).not.toContain("Ferry fares");
  });

  it("when a list is the article's own (words with a link here and there), then it stays", () => {
    const html = `${PARAGRAPH}<ul><li>Raise the wall by two metres, as the <a href="/r">report</a> advised</li><li>Move the ferry ramp north of the market hall</li></ul>`;
    expect(cleaned(html)).toContain("Move the ferry ramp");
  });

  it("when a short line is mostly one link ('Read more: <headline>'), then it goes; a paragraph with links stays", () => {
    const html = `${PARAGRAPH}<p><strong>Read more: <a href="/c">Council delays the harbour vote again</a></strong></p><p>The plan, <a href="/p">published in May</a>, had been debated for two years by the board and the residents.</p>`;
    const out = cleaned(html);
    expect(out).not.toContain("Read more");
    expect(out).toContain("published in May");
  });

  it("when a heading links to itself (an in-page anchor), then it is not counted as a link and stays", () => {
    expect(
      linkDensity(
        document.createRange().createContextualFragment('<h2><a href="#costs">Costs</a></h2>')
          .firstElementChild!,
      ),
    ).toBe(0);
    expect(cleaned(`<h2><a href="#costs">Costs</a></h2>${PARAGRAPH}`)).toContain("Costs");
  });

  it("when a picture has a caption, short credit or long explanation, then the caption goes and the picture stays", () => {
    const credit =
      '<figure><img src="https://x.test/a.jpg" alt=""><figcaption>Photo: Lena Ortiz / Agency</figcaption></figure>';
    const explains =
      '<figure><img src="https://x.test/b.jpg" alt=""><figcaption>The old sea wall at high tide in 1953, two hours before it gave way at the northern end.</figcaption></figure>';
    const out = cleaned(PARAGRAPH + credit + explains);
    expect(out).not.toContain("Photo: Lena Ortiz");
    expect(out).not.toContain("two hours before it gave way");
    expect(out).toContain("a.jpg");
    expect(out).toContain("b.jpg");
    expect(out).toContain("rebuild the sea wall");
  });

  it("when the article has a standfirst, headings, a table, code and a quote, then all stay", () => {
    const html = `<p><strong>The board agreed to rebuild the wall.</strong></p><h2>Costs</h2><table><tr><td>Wall</td><td>4m</td></tr></table><pre><code>height = 2</code></pre><blockquote><p>"We waited long enough," said the chair.</p></blockquote>${PARAGRAPH}`;
    const parsed = document.createElement("div");
    parsed.innerHTML = html;
    expect(cleaned(html)).toBe(parsed.innerHTML);
  });
});
