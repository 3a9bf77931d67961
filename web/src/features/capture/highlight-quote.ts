// After a captured page is imported, the text the reader had selected on it becomes a highlight:
// found in the saved article's text (shared/quote-selector) and created like any highlight, so it is the
// reader's, in the default colour, and its comment panel and friends see it as usual.
import type { Article, CreateHighlightBody, Highlight } from "@shared";
import { quoteSelector } from "@shared/quote-selector";
import { toast } from "@/components/ui/toast-store";
import { i18n } from "@/lib/i18n";
import { articleText } from "./article-text";

export interface QuoteHighlightDeps {
  getArticle: (id: string) => Promise<Article>;
  createHighlight: (body: CreateHighlightBody) => Promise<Highlight>;
}

/**
 * Highlights `quote` in the article `articleId`; the new highlight's id, or null (said in a toast)
 * when the quote is not in the article or the highlight could not be made. Never throws: the
 * article is saved either way.
 */
export async function highlightCapturedQuote(
  articleId: string,
  quote: string,
  deps: QuoteHighlightDeps,
): Promise<string | null> {
  try {
    const article = await deps.getArticle(articleId);
    const selector = quoteSelector(articleText(article), quote);
    if (!selector) {
      toast({
        title: i18n.t("capture:quote.notFound"),
        description: i18n.t("capture:quote.notFoundDescription"),
      });
      return null;
    }
    const highlight = await deps.createHighlight({ articleId, ...selector });
    toast({
      title: i18n.t("capture:quote.highlighted"),
      description: i18n.t("capture:quote.highlightedDescription"),
    });
    return highlight.id;
  } catch {
    toast({
      title: i18n.t("capture:quote.failed"),
      description: i18n.t("capture:quote.failedDescription"),
      variant: "destructive",
    });
    return null;
  }
}
