// The text a saved article's highlight offsets count in, without the reading screen: its body
// rendered as the reading screen renders it (the same sanitising; plain text as paragraphs), read
// from an inert template so none of its images or links load.
import type { Article } from "@shared";
import { plainTextArticleText } from "@shared/anchoring";
import { sanitizeArticleHtml } from "@/lib/sanitize-article-html";

export function articleText(article: Pick<Article, "content" | "contentType">): string {
  if (article.contentType !== "html") return plainTextArticleText(article.content);
  const template = document.createElement("template");
  template.innerHTML = sanitizeArticleHtml(article.content);
  return template.content.textContent ?? "";
}
