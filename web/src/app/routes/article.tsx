// The article reading screen at /articles/{id}: the article view with the annotation
// layer around its body and the share buttons (desktop rail, phone bar); each highlight's
// comment panel gets its own share popover and 'Ask a friend'. Opened with ?question={id}, a
// spurq's question and reply thread sit above the body.
import { lazy, Suspense, useDeferredValue, useState, type ReactNode } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { MessageCircleQuestion } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Article, Highlight } from "@shared";
import { Button } from "@/components/ui/button";
import { ArticleView } from "@/features/articles/components/article-view";
import { ReadersPanel } from "@/features/articles/components/readers-panel";
import { useArticleReaders } from "@/features/articles/api/get-article-readers";
import { useSession } from "@/lib/auth-context";
import { AnnotatedArticle } from "@/features/annotations/components/annotated-article";
import { ShareBottomBar, ShareRail } from "@/features/sharing/components/share-bar";
import { SharePopover } from "@/features/sharing/components/share-popover";
import type { ShareTarget } from "@/features/sharing/share-content";
import { OwnerCrumb } from "@/features/friends/components/owner-crumb";
import { AskFriend } from "../ask-friend";

// Only a spurq's link opens the screen on its thread; its reply form (and validation) loads then.
const QuestionThread = lazy(() =>
  import("@/features/spurqs/components/question-thread").then((m) => ({ default: m.QuestionThread })),
);

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

/**
 * On the caller's own article, who reads it ('Shared with', with 'Stop sharing') sits above the
 * text. The text waits until that list is known, behind a placeholder of text lines, so the panel
 * never pushes text the reader has started on down the screen.
 */
function ReadersFirst({
  articleId,
  owner,
  children,
}: {
  articleId: string;
  owner: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("common");
  const readers = useArticleReaders(articleId, { enabled: owner });
  // The text is drawn in a render React may pause for input, not in one long task (as on Home).
  const ready = useDeferredValue(!(owner && readers.isPending));
  if (!ready) {
    return (
      <div role="status" aria-label={t("status.loading")} className="animate-pulse space-y-3 pt-2">
        {TEXT_LINE_WIDTHS.map((width, index) => (
          <div key={index} className={`h-4 rounded bg-slate-200 dark:bg-slate-700 ${width}`} />
        ))}
      </div>
    );
  }
  return (
    <>
      {owner && <ReadersPanel articleId={articleId} />}
      {children}
    </>
  );
}

/** A paragraph's worth of placeholder lines. */
const TEXT_LINE_WIDTHS = ["w-full", "w-11/12", "w-full", "w-10/12", "w-full", "w-9/12"];

export default function ArticleRoute() {
  const { t } = useTranslation("articles");
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const question = params.get("question");
  const [asking, setAsking] = useState<{ article: Article; highlightId: string } | null>(null);
  const { user } = useSession();
  return (
    <>
      <ArticleView
        key={id}
        id={id}
        viewerId={user?.id}
        renderOwnerCrumb={(article) => <OwnerCrumb userId={article.userId} />}
        renderRail={(article) => <ShareRail target={articleTarget(article)} />}
        renderFooter={(article) => <ShareBottomBar target={articleTarget(article)} />}
        renderBody={(article, body) => (
          <ReadersFirst articleId={article.id} owner={user?.id === article.userId}>
            {question && (
              <Suspense fallback={null}>
                <QuestionThread key={question} spurqId={question} />
              </Suspense>
            )}
            <AnnotatedArticle
              article={article}
              renderHighlightShare={(highlight) => (
                <SharePopover target={highlightTarget(article, highlight)} label={t("view.shareHighlight")} />
              )}
              renderHighlightAsk={(highlight) => (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setAsking({ article, highlightId: highlight.id })}
                  aria-label={t("view.askFriendAbout", { quote: highlight.text.slice(0, 40) })}
                >
                  <MessageCircleQuestion className="h-4 w-4" aria-hidden />
                  {t("view.askFriend")}
                </Button>
              )}
            >
              {body}
            </AnnotatedArticle>
          </ReadersFirst>
        )}
      />
      <AskFriend
        open={asking !== null}
        onClose={() => setAsking(null)}
        initial={asking ? { articleId: asking.article.id, highlightId: asking.highlightId } : undefined}
        currentArticle={asking ? { id: asking.article.id, title: asking.article.title } : undefined}
      />
    </>
  );
}
