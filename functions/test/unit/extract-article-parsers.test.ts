// The URL import parses with parse5 into linkedom (fast) instead of jsdom (slow), and must store
// exactly what the jsdom pipeline stored. npm run bench:extraction compares the two on 990 public
// pages; these are the tricky cases that made them differ before linkedom was made to answer as
// jsdom, each run through both pipelines.
import { describe, expect, it } from "vitest";
import { JSDOM } from "jsdom";
import { extractArticle } from "../../src/modules/import/extract-article";
import { parsePage } from "../../src/modules/import/parse-page";
import { jsdomExtractArticle } from "../helpers/jsdom-extract-article";

const URL = "https://news.example.org/2024/05/story.html?id=7#top";

const SENTENCES = [
  "The council met on Tuesday evening to discuss the new budget for the coming year, which includes funds for schools, roads and parks.",
  "Residents asked questions about the timetable, the costs and the consequences for the neighbourhood, and the members answered each of them in turn.",
  "A decision is expected next month, after the committee has heard from the experts, the unions and the local businesses affected by the plan.",
];

/** A page Readability takes for an article, with `inside` in its body between ordinary paragraphs. */
function page(inside: string, { head = "", doctype = "<!DOCTYPE html>" } = {}): string {
  const paragraphs = SENTENCES.map((sentence) => `<p>${sentence} ${sentence}</p>`).join("\n");
  return `${doctype}<html><head><title>  The budget,
  explained  </title>${head}</head><body><nav><a href="/">Home</a> <a href="/news">News</a></nav>
<article><h1>The budget, explained</h1>${paragraphs}
${inside}
${paragraphs}</article><footer>© Example News</footer></body></html>`;
}

async function bothParsers(body: Buffer | string, contentType = "text/html") {
  const [fast, reference] = await Promise.all([
    extractArticle(body, URL, contentType),
    jsdomExtractArticle(body, URL, contentType),
  ]);
  expect(fast).toEqual(reference);
  expect(JSON.stringify(fast)).toBe(JSON.stringify(reference));
  return fast;
}

describe("extractArticle on parse5 and linkedom", () => {
  it("when markup is misnested, then the standard's tree is kept (formatting re-opened, a table leaves the paragraph)", async () => {
    const { draft } = await bothParsers(
      page(
        `<p>Some <b>bold <i>both</b> italic</i> words that the parser must re-nest properly today.</p>
         <p>Before a table<table><tr><td>cell one</td><td>cell two</td></tr></table>after the table.</p>
         <div><p>Unclosed paragraph <p>next one <div>a block inside</div> tail text here.</div>
         <a href="/a">outer <a href="/b">inner</a> link</a>`,
      ),
    );
    expect(draft.content).toContain("<b>bold <i>both</i></b><i> italic</i>");
  });

  it("when a page has no doctype (quirks mode), then a table inside a paragraph stays inside it as in jsdom", async () => {
    await bothParsers(
      page(`<p>Quirks text <table><tr><td>kept in the paragraph</td></tr></table> and more.</p>`, {
        doctype: "",
      }),
    );
  });

  it("when a page has runs of <br>, then they become the same paragraphs", async () => {
    const { draft } = await bothParsers(
      page(
        `<div>First line of a poem<br><br>second line after a gap<br><br><br>third line<br> <br>\n<br>fourth line, after spaces<br></div>`,
      ),
    );
    expect(draft.content).toContain("second line after a gap");
  });

  it("when text and attributes hold entities, then they are decoded once, escaped alike, and literal '&#39;' stays literal", async () => {
    const { draft } = await bothParsers(
      page(
        `<p>Fish &amp; chips &copy; 2024 &notit; &#x27;quoted&#39; a&nbsp;b &lt;tag&gt; “smart”.</p>
         <figure><img src="/img/a.jpg" alt="Meghan reveals &amp;#39;concerns&amp;#39; &amp; more"><figcaption>A caption long enough to be kept: it explains what the reader sees in the picture above.</figcaption></figure>
         <p><a href="/search?q=a&amp;b=c&#x27;d" title="En stock&amp;#160;: all">a link with an encoded query</a> in a sentence of ordinary length for the article.</p>`,
      ),
    );
    expect(draft.content).toContain("&amp;#39;concerns&amp;#39;");
  });

  it("when links and images are relative, then they resolve against the page or its <base href>", async () => {
    const inside = `<p>Read <a href="../other.html">the other story</a>, <a href="#notes">the notes</a> and <a href="//cdn.example.com/x">a file</a> for context and background.</p>
      <p><img src="pictures/one.jpg" alt="one"> <img src="" alt="empty source" data-src="/lazy.jpg"> <img data-src="/lazy-two.jpg" class="lazy" alt="lazy"></p>`;
    const plain = await bothParsers(page(inside));
    expect(plain.draft.content).toContain('href="https://news.example.org/2024/other.html"');
    expect(plain.draft.content).toContain('src="https://news.example.org/2024/05/pictures/one.jpg"');
    const based = await bothParsers(page(inside, { head: '<base href="https://static.example.net/base/">' }));
    expect(based.draft.content).toContain('href="https://static.example.net/other.html"');
  });

  it("when images hide in <noscript> and templates, and the page has SVG and MathML, then the same remains", async () => {
    await bothParsers(
      page(
        `<figure><img class="lazyload" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/real.jpg" alt="real">
           <noscript><img src="/real.jpg" alt="Real picture, &amp;#39;quoted&amp;#39;"></noscript></figure>
         <template><p>Template text that is not part of the page's content at all.</p></template>
         <p>A formula <math><mi>x</mi><mo>=</mo><mn>2</mn></math> and an icon <svg class="icon share" viewBox="0 0 1 1"><use xlink:href="#i"></use><title>share</title></svg> inline.</p>`,
      ),
    );
  });

  it("when attributes are copied (a <div> becoming a <p>), then they keep their order and a class its spaces", async () => {
    await bothParsers(
      page(
        `<div id="x" class="note  wide" data-a="1" title="t" lang="en">A div with only text in it becomes a paragraph of the article's body text.</div>
         <div lang="de" dir="ltr" title="z"><span>Inline only</span> text that Readability turns into a paragraph as well.</div>`,
      ),
    );
  });

  it("when Readability merges a wrapper into its only child, then the copied attributes keep jsdom's order", async () => {
    const { draft } = await bothParsers(
      page(
        `<div title="outer"><div alt="inner"><p>${SENTENCES[1]}</p><p>${SENTENCES[2]}</p></div></div>
         <div alt="a" title="t"><h4>Un titre</h4><h4>Un autre</h4></div>`,
      ),
    );
    // (DOMPurify keeps only the URI-safe ones on a <div>: title and alt.)
    expect(draft.content).toContain('<div alt="inner" title="outer">');
  });

  it("when the only <title> is in the body, then it is still the page's title", async () => {
    const html = page("")
      .replace(/<title>[^<]*<\/title>/, "")
      .replace("<article>", "<article><title>Found in the body</title>");
    const { draft } = await bothParsers(html);
    expect(draft.title).toBe("Found in the body");
  });

  it("when the page has tables, then data tables and layout tables are judged alike", async () => {
    await bothParsers(
      page(
        `<table><caption>Spending by year</caption><thead><tr><th>Year</th><th>Amount</th></tr></thead>
           <tbody><tr><td>2023</td><td>1,200</td></tr><tr><td>2024</td><td>1,350</td></tr></tbody></table>
         <table><tr><td><p>${SENTENCES[0]}</p></td><td>stray text fostered <b>out</b></td></tr>text between rows<tr><td>x</td></tr></table>`,
      ),
    );
  });

  it("when the article is short, then Readability's retries (re-parsing the body) give the same result", async () => {
    await bothParsers(
      `<html><head><title>Short</title></head><body><div class="sidebar"><a href="/x">Menu</a></div>
       <div><p>Only a short note here, just over the import's minimum of eighty characters of text.</p></div></body></html>`,
    );
  });

  it("when the bytes are windows-1252, ISO-8859-7 by <meta>, or UTF-16 with a BOM, then they decode alike", async () => {
    const latin = Buffer.from(
      page(
        "<p>Caf\u00e9 cr\u00e8me \u2013 \u20ac5, na\u00efve r\u00e9sum\u00e9 at the end of a sentence.</p>",
      ),
      "latin1",
    );
    const decoded = await bothParsers(latin);
    expect(decoded.draft.content).toContain("Café crème");
    await bothParsers(latin, "text/html; charset=iso-8859-1");
    // Greek by its <meta charset>: the same bytes read as ISO-8859-7.
    const greek = Buffer.from(
      page("<p>\u00c1\u00e8\u00e7\u00ed\u00e1</p>", { head: '<meta charset="iso-8859-7">' }),
      "latin1",
    );
    expect((await bothParsers(greek)).draft.content).toContain("Αθηνα");
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(page("<p>Grüße aus Köln</p>"), "utf16le"),
    ]);
    await bothParsers(utf16);
  });

  it("when the header names an encoding Node's TextDecoder lacks (replacement, x-user-defined), then it decodes as jsdom does", async () => {
    const bytes = Buffer.from(page("<p>Bytes \u00e9\u00ff here.</p>"), "latin1");
    expect((await bothParsers(bytes, "text/html; charset=x-user-defined")).draft.content).toContain(
      "Bytes \uf7e9\uf7ff here.",
    );
    expect((await bothParsers(bytes, "text/html; charset=iso-2022-kr")).readable).toBe(false);
  });

  it("when the author is only in the page's metadata, then the same author and byline removal result", async () => {
    const { draft } = await bothParsers(
      page(`<p class="byline">By Jane Doe</p>`, {
        head: '<script type="application/ld+json">{"@type":"NewsArticle","author":{"name":"Jane Doe"}}</script>',
      }),
    );
    expect(draft.author).toBe("Jane Doe");
    expect(draft.title).toBe("The budget, explained");
  });
});

describe("parsePage's linkedom document, where Readability reads it", () => {
  const html = `<!DOCTYPE html><html><head><base href="/base/"></head><body>
    <svg><title>icon</title></svg><title> A\n title  in the body </title>
    <div id="d" class="one\ttwo  one" title="t">x &amp;#39; &amp; y</div><img id="i" src="pic.jpg"><img id="e" src="">
    </body></html>`;
  const documents = async () => ({
    fast: await parsePage(html, URL),
    reference: new JSDOM(html, { url: URL }).window.document,
  });

  it("when asked for URLs and the title, then it answers as jsdom", async () => {
    const { fast, reference } = await documents();
    for (const document of [fast, reference]) {
      expect(document.documentURI).toBe(reference.documentURI);
      expect(document.baseURI).toBe("https://news.example.org/base/");
      expect(document.title).toBe("A title in the body");
      expect((document.getElementById("i") as HTMLImageElement).src).toBe(
        "https://news.example.org/base/pic.jpg",
      );
      expect((document.getElementById("e") as HTMLImageElement).src).toBe(
        (reference.getElementById("e") as HTMLImageElement).src,
      );
    }
  });

  it("when elements are made and attributes set or copied, then names, order and class values are jsdom's", async () => {
    const { fast, reference } = await documents();
    const probe = (document: Document) => {
      const paragraph = document.createElement("P");
      document.body.append(paragraph);
      const source = document.getElementById("d")!;
      paragraph.setAttribute("lang", "en");
      for (const attribute of source.attributes) paragraph.setAttributeNode(attribute.cloneNode() as Attr);
      paragraph.setAttribute("dir", "ltr");
      paragraph.className = "page";
      return {
        localName: paragraph.localName,
        found: document.getElementsByTagName("p").length,
        attributes: [...paragraph.attributes].map(({ name, value }) => `${name}=${value}`),
        className: source.className,
        html: source.outerHTML,
      };
    };
    expect(probe(fast)).toEqual(probe(reference));
  });

  it("when markup is set through innerHTML, then it parses and serialises as jsdom does", async () => {
    const { fast, reference } = await documents();
    const probe = (document: Document) => {
      const holder = document.createElement("div");
      holder.innerHTML = `<p>one<table><tr><td>two</table><b>three<i>four</b>five</i><img alt="&amp;#39;x&amp;#39;">`;
      return holder.innerHTML;
    };
    expect(probe(fast)).toBe(probe(reference));
  });
});
