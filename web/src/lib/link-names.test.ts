// axe link-name on the reading screen: a link whose only content is an image with an empty alt (or
// an icon the sanitiser removes) had no accessible name. The browser's pass names it by its address.
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { readableAddress } from "./link-names";
import { sanitizeArticleHtml } from "./sanitize-article-html";

/** The article body as the reading screen renders it. */
function render(html: string): HTMLElement {
  const body = document.createElement("div");
  body.innerHTML = sanitizeArticleHtml(html);
  document.body.replaceChildren(body);
  return body;
}

const titles = (body: HTMLElement) =>
  Array.from(body.querySelectorAll("a")).map((link) => link.getAttribute("title"));

describe("links in article HTML get a name", () => {
  it("when a link holds only an image with an empty alt, then its address is its title and axe finds no unnamed link", async () => {
    const body = render(
      `<p>Before <a href="https://example.com/wiki/File:Stoop%20view.png"><img src="https://example.com/stoop.png" alt=""></a> after.</p>`,
    );
    expect(titles(body)).toEqual(["example.com/wiki/File:Stoop view.png"]);
    expect(body.textContent).toBe("Before  after.");
    const results = await axe.run(body, { runOnly: { type: "rule", values: ["link-name"] } });
    expect(results.violations).toEqual([]);
    expect(results.passes.map((rule) => rule.id)).toEqual(["link-name"]);
  });

  it("when a link's icon is removed by the sanitiser, then the emptied link is named too", () => {
    const body = render(`<a href="https://example.com/"><svg><title>Home</title><path d="M0 0"/></svg></a>`);
    expect(titles(body)).toEqual(["example.com"]);
  });

  it("when a link already has text, an image alt or a title, then it is left as it is", () => {
    const body = render(
      `<a href="https://example.com/a">Read more</a>` +
        `<a href="https://example.com/b"><img src="https://example.com/b.png" alt="A map"></a>` +
        `<a href="https://example.com/c" title="Chapter 3"><img src="https://example.com/c.png" alt=""></a>`,
    );
    expect(titles(body)).toEqual([null, null, "Chapter 3"]);
  });

  it("when the address is a mailto: or not a URL, then the title is the address itself", () => {
    expect(readableAddress("mailto:ada%40example.com")).toBe("ada@example.com");
    expect(readableAddress("https://example.com/%E0%A4%A")).toBe("https://example.com/%E0%A4%A");
  });
});
