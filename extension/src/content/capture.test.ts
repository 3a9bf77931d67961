// The rendered page as the content script sends it: what the reader sees, without what only runs
// or styles it.
import { describe, expect, it } from "vitest";
import { capturePage } from "./capture";

describe("capturePage", () => {
  it("when the page has scripts, styles and text added after load, then the text stays and the rest goes", () => {
    document.head.innerHTML = `<title>Story</title><link rel="canonical" href="/story">
      <link rel="stylesheet" href="/s.css"><style>p { color: red }</style>
      <script type="application/ld+json">{"author": {"name": "Ines"}}</script><script>track()</script>`;
    document.body.innerHTML = `<article><h1>Story</h1><p>Before</p><noscript>Enable JS</noscript>
      <iframe src="/ad"></iframe></article>`;
    const added = document.createElement("p");
    added.textContent = "Shown only to members";
    document.querySelector("article")!.append(added);

    const { html, url } = capturePage();
    expect(url).toBe(window.location.href);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain("Shown only to members");
    expect(html).toContain('<link rel="canonical" href="/story">');
    expect(html).toContain('"author": {"name": "Ines"}');
    expect(html).not.toMatch(/track\(\)|<style|stylesheet|<noscript|<iframe/);
  });

  it("when it captures, then the live page is left as it was", () => {
    document.body.innerHTML = `<p>Text</p><script>1</script>`;
    capturePage();
    expect(document.body.querySelectorAll("script")).toHaveLength(1);
  });
});
