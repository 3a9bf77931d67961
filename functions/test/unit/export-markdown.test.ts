// The Markdown export's pure parts: stored article HTML to Markdown, and file names from titles.
import { describe, expect, it } from "vitest";
import { decodeEntities, htmlToMarkdown } from "../../src/modules/account/html-to-markdown";
import { FileNames, slugify } from "../../src/modules/account/export-markdown";

describe("htmlToMarkdown", () => {
  it("when an article has headings, paragraphs, emphasis, links and lists, then each becomes its Markdown form", () => {
    const html =
      '<h1>Tides</h1><p>The <strong>sea</strong> rises <em>twice</em> a day, see <a href="https://example.com/t?a=1&amp;b=2">tables</a>.</p>' +
      "<ul><li>Spring</li><li>Neap</li></ul><ol><li>High</li><li>Low</li></ol>";
    expect(htmlToMarkdown(html)).toBe(
      "# Tides\n\nThe **sea** rises *twice* a day, see [tables](https://example.com/t?a=1&b=2).\n\n- Spring\n- Neap\n\n1. High\n2. Low",
    );
  });

  it("when there are quotes, code, breaks, rules and images, then they keep their shape", () => {
    const html =
      '<blockquote><p>Time and tide</p></blockquote><pre>let x = 1;\n  x++;</pre><p>a<br>b <code>c</code></p><hr><img src="https://e.com/i.png" alt="A [gull]">';
    expect(htmlToMarkdown(html)).toBe(
      "> Time and tide\n\n```\nlet x = 1;\n  x++;\n```\n\na\nb `c`\n\n---\n\n![A gull](https://e.com/i.png)",
    );
  });

  it("when lists nest, then inner items are indented under theirs", () => {
    expect(htmlToMarkdown("<ul><li>Tides<ul><li>Spring</li></ul></li><li>Winds</li></ul>")).toBe(
      "- Tides\n  - Spring\n- Winds",
    );
  });

  it("when a link or image is not a web or mail address, then only its text stays", () => {
    expect(
      htmlToMarkdown('<a href="javascript:alert(1)">click</a> <img src="data:image/png;base64,AA">'),
    ).toBe("click");
  });

  it("when text holds character references, then they are decoded and markup-like text stays text", () => {
    expect(decodeEntities("&lt;b&gt; &amp;amp; &#233;&#x4E2D;&nbsp;&bogus;")).toBe("<b> &amp; é中 &bogus;");
    expect(htmlToMarkdown("<p>1 &lt; 2</p><!-- note -->")).toBe("1 < 2");
  });
});

describe("export file names", () => {
  it("when titles have punctuation, other scripts or nothing usable, then names are safe and never empty", () => {
    expect(slugify("Keepers: of the Light?")).toBe("keepers-of-the-light");
    expect(slugify("../../etc/passwd")).toBe("etc-passwd");
    expect(slugify("東京の灯台")).toBe("東京の灯台");
    expect(slugify("?!")).toBe("untitled");
    expect(slugify("a".repeat(100))).toHaveLength(60);
  });

  it("when two titles give the same name, then the later ones are numbered", () => {
    const names = new FileNames();
    expect([
      names.take("articles", "Tides"),
      names.take("articles", "TIDES!"),
      names.take("shared", "Tides"),
    ]).toEqual(["articles/tides.md", "articles/tides-2.md", "shared/tides.md"]);
  });
});
