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
  it("when a block is only a widget's label or a bare address ('Advertisement', 'Image 3 of 8', a URL), then it goes", () => {
    const out = cleaned(
      `${PARAGRAPH}<div>Advertisement</div><p>Image 3 of 8</p><span>Close</span><p>https://news.example/2019/wall.html</p><p>12 Comments</p>${PARAGRAPH}`,
    );
    for (const label of ["Advertisement", "Image 3 of 8", "Close", "wall.html", "Comments"])
      expect(out).not.toContain(label);
    expect(out).toContain("rebuild the sea wall");
  });

  it("when a line is only a date and time, then it goes; a sentence with a date stays", () => {
    const out = cleaned(
      `<p>Updated 11:21 pm CST, Tuesday, November 19, 2019</p>${PARAGRAPH}<p>On 19 November 2019 the board voted again.</p>`,
    );
    expect(out).not.toContain("11:21 pm");
    expect(out).toContain("the board voted again");
  });

  it("when a short block asks to subscribe or is a copyright line, then it goes; prose about a newsletter stays", () => {
    const pitch =
      "<p>Sign up for The Harbour Daily today to get the free newsletter delivered to your inbox.</p>";
    const footer = "<p>© 2019 Harbour Media Ltd. All rights reserved.</p>";
    const prose =
      "<p>The board said its newsletter, which residents had asked for since the flood of 1953, would go out monthly, and that the first issue would explain the plan for the wall, its cost and its timetable in full.</p>";
    const out = cleaned(PARAGRAPH + pitch + footer + prose);
    expect(out).not.toContain("Sign up");
    expect(out).not.toContain("All rights reserved");
    expect(out).toContain("would go out monthly");
  });
});
