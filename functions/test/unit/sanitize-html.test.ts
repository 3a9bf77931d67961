// Stored XSS: whatever an imported page or an edit carries, nothing executable
// survives the server's sanitiser (the browser's pass runs the same corpus in the web tests).
import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "../../src/modules/library/article-html";
import {
  FORBIDDEN_ATTRIBUTES,
  FORBIDDEN_ELEMENTS,
  ORDINARY_ARTICLE,
  XSS_PAYLOADS,
} from "../helpers/xss-payloads";

describe("sanitizeArticleHtml", () => {
  it("when given a corpus of XSS payloads, then nothing executable, embedding, foreign or outside the allowlist survives", async () => {
    for (const payload of XSS_PAYLOADS) {
      const { html } = await sanitizeArticleHtml(`<p>before</p>${payload}<p>after</p>`);
      expect(html, payload).not.toMatch(FORBIDDEN_ELEMENTS);
      expect(html, payload).not.toMatch(FORBIDDEN_ATTRIBUTES);
      expect(html).toContain("<p>before</p>");
    }
  });

  it("when given ordinary article markup, then structure, links and images stay, links open safely", async () => {
    const { html, text } = await sanitizeArticleHtml(ORDINARY_ARTICLE);
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('href="https://example.com/x"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('src="https://example.com/a.png"');
    expect(html).toContain('loading="lazy"');
    expect(text).toBe("TitleA bold claim with a link.QuoteOne");
  });
});
