// An article's body, rendered safely: HTML is sanitised again in the browser with the server's
// allowlist even though the server stored it sanitised, and plain text becomes one <p> per
// paragraph with the shared `textParagraphs`, so the body's textContent is exactly the text
// highlight offsets count in (see @shared anchoring). Imported only by the reading route, so
// DOMPurify loads only there.
import { useMemo } from "react";
import { sanitizeArticleHtml } from "@/lib/sanitize-article-html";
import type { ContentType } from "@shared";
import { textParagraphs } from "@shared/anchoring";

const bodyClasses =
  "article-body text-base leading-relaxed text-slate-800 dark:text-slate-200 [&_a]:text-indigo-600 [&_a]:underline dark:[&_a]:text-indigo-400 [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h1]:mt-8 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_li]:my-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-slate-100 [&_pre]:p-3 dark:[&_pre]:bg-slate-800 [&_table]:my-4 [&_table]:block [&_table]:overflow-x-auto [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6";

export function ArticleContent({ content, contentType }: { content: string; contentType: ContentType }) {
  const html = useMemo(
    () => (contentType === "html" ? sanitizeArticleHtml(content) : null),
    [content, contentType],
  );
  if (html !== null) {
    return (
      <div className={bodyClasses} data-testid="article-content" dangerouslySetInnerHTML={{ __html: html }} />
    );
  }
  return (
    <div className={bodyClasses} data-testid="article-content">
      {textParagraphs(content).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
