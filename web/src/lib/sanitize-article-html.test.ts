// Stored XSS: the browser's pass (the allowlist of @shared article-html-policy) defuses the same
// payload corpus as the server's.
import { describe, expect, it } from "vitest";
import {
  FORBIDDEN_ATTRIBUTES,
  FORBIDDEN_ELEMENTS,
  ORDINARY_ARTICLE,
  XSS_PAYLOADS,
} from "../../../functions/test/helpers/xss-payloads";
import { sanitizeArticleHtml } from "./sanitize-article-html";

describe("sanitizeArticleHtml in the browser", () => {
  it("when given the corpus of XSS payloads, then nothing executable, embedding, foreign or outside the allowlist survives", () => {
    for (const payload of XSS_PAYLOADS) {
      const html = sanitizeArticleHtml(`<p>before</p>${payload}<p>after</p>`);
      expect(html, payload).not.toMatch(FORBIDDEN_ELEMENTS);
      expect(html, payload).not.toMatch(FORBIDDEN_ATTRIBUTES);
      expect(html).toContain("<p>before</p>");
    }
  });

  it("when given ordinary article markup, then it renders as the server stored it, links opening safely", () => {
    const html = sanitizeArticleHtml(ORDINARY_ARTICLE);
    expect(html).toBe(
      `<h2>Title</h2><p>A <strong>bold</strong> <em>claim</em> with a ` +
        `<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">link</a>.</p>` +
        `<blockquote>Quote</blockquote><ul><li>One</li></ul><img src="https://example.com/a.png" alt="A" loading="lazy">`,
    );
  });
});
