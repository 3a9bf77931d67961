// URL imports cap the stored HTML at the article limit, as PDF imports cap their text.
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { capArticleHtml, PAGE_LENGTH_NOTE } from "../../src/modules/import/cap-article-html";
import { ARTICLE_CONTENT_MAX } from "../../src/shared";

const { document } = new JSDOM("").window;
const container = (html: string) => {
  const element = document.createElement("div");
  element.innerHTML = html;
  return element;
};

describe("capArticleHtml", () => {
  it("when the HTML fits the limit, then nothing changes", () => {
    const element = container("<p>Short.</p>");
    expect(capArticleHtml(element)).toBe(false);
    expect(element.innerHTML).toBe("<p>Short.</p>");
  });

  it("when a page has more paragraphs than fit, then paragraphs are kept up to the limit, the last cut between words, and the note ends it", () => {
    const paragraph =
      "<p>The committee met again on Thursday to review the harbour plans &amp; the sea wall.</p>";
    const element = container(paragraph.repeat(Math.ceil((ARTICLE_CONTENT_MAX * 1.5) / paragraph.length)));
    expect(capArticleHtml(element)).toBe(true);
    expect(element.innerHTML.length).toBeLessThanOrEqual(ARTICLE_CONTENT_MAX);
    expect(element.innerHTML.length).toBeGreaterThan(ARTICLE_CONTENT_MAX - 2 * paragraph.length);
    expect(element.lastElementChild!.textContent).toBe(PAGE_LENGTH_NOTE);
    const kept = [...element.querySelectorAll("p")].slice(0, -1);
    expect(kept.slice(0, -1).every((p) => p.outerHTML === paragraph)).toBe(true);
    const last = kept.at(-1)!.textContent!;
    const sentence = "The committee met again on Thursday to review the harbour plans & the sea wall.";
    expect(sentence.startsWith(last)).toBe(true);
    expect([" ", ""]).toContain(sentence.charAt(last.length));
  });

  it("when one block holds all the text, then it is cut inside, between words, and stays well-formed", () => {
    const words = "harbour wall ferry market ".repeat(Math.ceil((ARTICLE_CONTENT_MAX * 1.2) / 26));
    const element = container(`<div><p>${words}</p></div>`);
    capArticleHtml(element);
    const html = element.innerHTML;
    expect(html.length).toBeLessThanOrEqual(ARTICLE_CONTENT_MAX);
    expect(html.startsWith("<div><p>harbour wall")).toBe(true);
    expect(html).toMatch(/(harbour|wall|ferry|market)<\/p><\/div><p>\[The rest of this page/);
    expect(element.querySelector("div p")!.textContent!.length).toBeGreaterThan(ARTICLE_CONTENT_MAX - 1000);
  });
});
