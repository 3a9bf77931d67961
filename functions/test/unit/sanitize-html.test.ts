// Stored XSS (SECURITY.md): whatever an imported page or an edit carries, nothing executable
// survives the sanitiser.
import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "../../src/modules/articles/article-html";

const PAYLOADS = [
  `<img src=x onerror="alert(1)">`,
  `<a href="javascript:alert(1)">click</a>`,
  `<a href="JaVaScRiPt:alert(1)">click</a>`,
  `<a href="&#106;avascript:alert(1)">entity</a>`,
  `<a href="data:text/html,<script>alert(1)</script>">data</a>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg onload="alert(1)"><circle r="5"/></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<form action="https://evil.example"><input name="p"><button>Send</button></form>`,
  `<object data="https://evil.example/x.swf"></object><embed src="x.swf">`,
  `<div style="background:url(javascript:alert(1))">styled</div>`,
  `<p onclick="alert(1)" onmouseover="alert(2)">handlers</p>`,
  `<base href="https://evil.example/">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<link rel="stylesheet" href="https://evil.example/x.css">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<details open ontoggle="alert(1)"><summary>x</summary></details>`,
  `<video><source onerror="alert(1)"></video><audio src=x onerror=alert(1)>`,
  `<img src="https://ok.example/a.png" srcset="javascript:alert(1) 1x">`,
  `<a href="https://ok.example" target="_self" ping="https://evil.example">ok</a>`,
];

describe("sanitizeArticleHtml", () => {
  it("when given a corpus of XSS payloads, then nothing executable or embedding survives", async () => {
    for (const payload of PAYLOADS) {
      const { html } = await sanitizeArticleHtml(`<p>before</p>${payload}<p>after</p>`);
      expect(html, payload).not.toMatch(
        /<script|<iframe|<svg|<math|<form|<input|<button|<object|<embed|<base|<meta|<link|<style|<video|<audio|<source/i,
      );
      expect(html, payload).not.toMatch(/\son\w+=|javascript:|data:text|srcdoc|srcset|style=|ping=/i);
      expect(html).toContain("<p>before</p>");
    }
  });

  it("when given ordinary article markup, then structure, links and images stay, links open safely", async () => {
    const { html, text } = await sanitizeArticleHtml(
      `<h2>Title</h2><p>A <strong>bold</strong> <em>claim</em> with a <a href="https://example.com/x">link</a>.</p>` +
        `<blockquote>Quote</blockquote><ul><li>One</li></ul><img src="https://example.com/a.png" alt="A">`,
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('href="https://example.com/x"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('src="https://example.com/a.png"');
    expect(text).toBe("TitleA bold claim with a link.QuoteOne");
  });
});
