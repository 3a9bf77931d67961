// The article reading screen (spec 2) at /articles/{id}: the article view with the annotation
// layer around its body and the share buttons (desktop rail, phone bar); each highlight's
// comment panel gets its own share popover.
import { useParams } from "react-router-dom";
import type { Article, Highlight } from "@shared";
import { ArticleView } from "@/features/articles/components/article-view";
import { AnnotatedArticle } from "@/features/annotations/components/annotated-article";
import { ShareBottomBar, ShareRail } from "@/features/sharing/components/share-bar";
import { SharePopover } from "@/features/sharing/components/share-popover";
import type { ShareTarget } from "@/features/sharing/share-content";

const articleTarget = (article: Article): ShareTarget => ({
  kind: "article",
  articleId: article.id,
  title: article.title,
  url: article.url,
});

const highlightTarget = (article: Article, highlight: Highlight): ShareTarget => ({
  kind: "highlight",
  highlightId: highlight.id,
  articleId: article.id,
  title: article.title,
  url: article.url,
  quote: highlight.text,
});

export default function ArticleRoute() {
  const { id = "" } = useParams();
  return (
    <ArticleView
      key={id}
      id={id}
      renderRail={(article) => <ShareRail target={articleTarget(article)} />}
      renderFooter={(article) => <ShareBottomBar target={articleTarget(article)} />}
      renderBody={(article, body) => (
        <AnnotatedArticle
          article={article}
          renderHighlightShare={(highlight) => (
            <SharePopover target={highlightTarget(article, highlight)} label="Share highlight" />
          )}
        >
          {body}
        </AnnotatedArticle>
      )}
    />
  );
}
