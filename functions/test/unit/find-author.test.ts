// The author finder reads the standard places publishers name the author when Readability finds
// no byline, and the cleaner keeps only names.
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { cleanAuthor, findAuthor } from "../../src/modules/import/find-author";

const page = (head: string, body = "<p>Text.</p>") =>
  new JSDOM(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`).window.document;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe("cleanAuthor", () => {
  it("when a byline carries 'By', a date or a role after a separator, then only the name is kept", () => {
    expect(cleanAuthor("By Jane Doe")).toBe("Jane Doe");
    expect(cleanAuthor("  by   Jane\tDoe | 12 March 2024")).toBe("Jane Doe");
    expect(cleanAuthor("Von Anna Schmidt – 03.04.2021")).toBe("Anna Schmidt");
    expect(cleanAuthor("12.03.2024 | Jane Doe")).toBe("Jane Doe");
    expect(cleanAuthor("Jane Doe - Staff writer")).toBe("Jane Doe");
  });

  it("when several names are listed with 'and' or commas, then they are kept once each, comma-separated", () => {
    expect(cleanAuthor("By Jane Doe and John Roe")).toBe("Jane Doe, John Roe");
    expect(cleanAuthor("Benjamin Fischer und Marcus Theurer")).toBe("Benjamin Fischer, Marcus Theurer");
    expect(cleanAuthor("Jane Doe, John Roe, Jane Doe")).toBe("Jane Doe, John Roe");
  });

  it("when the value is a handle, a URL, a date or a sentence, then it is not a name", () => {
    expect(cleanAuthor("@janedoe")).toBeUndefined();
    expect(cleanAuthor("https://www.facebook.com/janedoe")).toBeUndefined();
    expect(cleanAuthor("www.example.com")).toBeUndefined();
    expect(cleanAuthor("March 12, 2024")).toBeUndefined();
    expect(cleanAuthor("Jane has written for this paper since the storm of the winter")).toBeUndefined();
    expect(cleanAuthor("   ")).toBeUndefined();
    expect(cleanAuthor(null)).toBeUndefined();
  });

  it("when a single-word user name is the byline, then it is kept (blogs sign that way)", () => {
    expect(cleanAuthor("gnaddrig")).toBe("gnaddrig");
  });
  it("when a name carries its web or mail address, then only the name is kept", () => {
    expect(cleanAuthor("Bradley M. Kuhn (http://ebb.org/bkuhn/)")).toBe("Bradley M. Kuhn");
    expect(cleanAuthor("Jane Doe <jane@example.org>")).toBe("Jane Doe");
  });

  it("when a byline is only its label ('About the Author', 'Published by', 'Auteur'), then it is not a name", () => {
    for (const label of ["About the Author", "Published by", "Eingestellt von", "Auteur", "Staff"])
      expect(cleanAuthor(label)).toBeUndefined();
  });

  it("when a theme's label runs into the name ('Veröffentlicht vonChris Jung', 'Posted by: Sam Lee'), then the name", () => {
    expect(cleanAuthor("Veröffentlicht vonChris Jung")).toBe("Chris Jung");
    expect(cleanAuthor("Zeige alle Beiträge von Michael Veeser-Dombrowski")).toBe(
      "Michael Veeser-Dombrowski",
    );
    expect(cleanAuthor("Posted by: Sam Lee")).toBe("Sam Lee");
    expect(cleanAuthor("Byron Smith")).toBe("Byron Smith");
  });
});

describe("findAuthor", () => {
  it("when JSON-LD names the author as an object, a string, an array or inside @graph, then that name", () => {
    expect(
      findAuthor(page(ld({ "@type": "NewsArticle", author: { "@type": "Person", name: "Jane Doe" } }))),
    ).toBe("Jane Doe");
    expect(findAuthor(page(ld({ "@type": "BlogPosting", author: "John Roe" })))).toBe("John Roe");
    expect(findAuthor(page(ld({ author: [{ name: "Jane Doe" }, { name: "John Roe" }] })))).toBe(
      "Jane Doe, John Roe",
    );
    expect(
      findAuthor(
        page(
          ld({
            "@graph": [
              { "@type": "WebSite", name: "Daily" },
              { "@type": "Article", author: { name: "Ada Li" } },
            ],
          }),
        ),
      ),
    ).toBe("Ada Li");
  });

  it("when JSON-LD is broken or names no author, then the meta tags are read", () => {
    const head = `<script type="application/ld+json">{ not json</script>${ld({ "@type": "Article" })}<meta name="Author" content="By Mara Quinn">`;
    expect(findAuthor(page(head))).toBe("Mara Quinn");
  });

  it("when article:author is a profile URL but dc.creator names a person, then the person", () => {
    const head = `<meta property="article:author" content="https://facebook.com/mara"><meta name="DC.creator" content="Mara Quinn">`;
    expect(findAuthor(page(head))).toBe("Mara Quinn");
  });

  it("when only the body names the author (rel=author, microdata, a byline element), then that name", () => {
    expect(findAuthor(page("", '<p>By <a rel="author" href="/u/jo">Jo Park</a></p>'))).toBe("Jo Park");
    expect(
      findAuthor(page("", '<div itemprop="author" itemscope><span itemprop="name">Ines Vidal</span></div>')),
    ).toBe("Ines Vidal");
    expect(findAuthor(page("", '<p class="byline">By Tom Hale | 4 May 2023</p>'))).toBe("Tom Hale");
  });

  it("when the only author markup belongs to a reader's comment, then no author is found", () => {
    const body =
      '<article><p>Text.</p></article><section id="comments"><span class="author">reader42</span></section>';
    expect(findAuthor(page("", body))).toBeUndefined();
  });

  it("when a page names no author anywhere, then none is invented", () => {
    expect(findAuthor(page("<title>News</title>", "<h1>News</h1><p>Text by the sea.</p>"))).toBeUndefined();
  });
  it("when JSON-LD has raw line breaks inside its strings, then it is still read", () => {
    const script = `<script type="application/ld+json">{"@type": "NewsArticle", "headline": "Two\nlines", "author": {"@type": "Person", "name": "Nishant Kumar"}}</script>`;
    expect(findAuthor(page(script))).toBe("Nishant Kumar");
  });

  it("when the article's author is an @id reference to a Person in the @graph, then that person's name", () => {
    const graph = ld({
      "@graph": [
        { "@type": "WebPage", "@id": "https://s.example/#page" },
        { "@type": "Article", author: { "@id": "https://s.example/#/schema/person/1" } },
        { "@type": "Person", "@id": "https://s.example/#/schema/person/1", name: "Yoav Schumacher" },
      ],
    });
    expect(findAuthor(page(graph))).toBe("Yoav Schumacher");
  });

  it("when another node names an author before the article does, then the article's author wins", () => {
    const graph = ld([
      { "@type": "WebSite", author: { name: "Site Team Member" } },
      { "@type": "NewsArticle", author: [{ "@type": "Person", givenName: "Ada", familyName: "Li" }] },
    ]);
    expect(findAuthor(page(graph))).toBe("Ada Li");
  });

  it("when the author is only in meta property=author, sailthru.author or byl, then that name", () => {
    expect(findAuthor(page('<meta property="author" content="Sarah Archer">'))).toBe("Sarah Archer");
    expect(findAuthor(page('<meta name="sailthru.author" content="Amy Kuperinsky">'))).toBe("Amy Kuperinsky");
    expect(findAuthor(page('<meta name="byl" content="By Tariq Panja">'))).toBe("Tariq Panja");
  });

  it("when a byline element's name and agency sit in separate blocks, then only the names", () => {
    const body =
      '<div class="ap-story-byline"><div>By LISA MASCARO, MARY CLARE JALONICK and ERIC TUCKER</div><div>Associated Press</div></div>';
    expect(findAuthor(page("", body))).toBe("LISA MASCARO, MARY CLARE JALONICK, ERIC TUCKER");
  });

  it("when a byline's text runs into its date, then the author link inside it gives the name", () => {
    const body =
      '<p class="byline">by <a class="byauthor" href="/author/lnolan/">Lucas Nolan</a>22 Dec 2016<span>651</span></p>';
    expect(findAuthor(page("", body))).toBe("Lucas Nolan");
  });
});
