// Create New Article, at /articles/create and /create: Cancel goes to /my-articles. It also
// receives what is captured from outside the app (a share, the bookmarklet): the address or the
// shared file is imported at once, and a quote the reader selected on the page becomes a highlight
// of the imported article, which then opens on it.
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import {
  CreateArticleScreen,
  type CreateScreenVariant,
} from "@/features/articles/components/create-article-screen";
import { articleQueryOptions } from "@/features/articles/api/get-article";
import { useCreateHighlight } from "@/features/annotations/api/create-highlight";
import { BookmarkletHint } from "@/features/capture/components/bookmarklet-hint";
import { highlightCapturedQuote } from "@/features/capture/highlight-quote";
import { useCaptureRequest } from "@/features/capture/use-capture-request";

export default function CreateArticle() {
  const { t } = useTranslation(["articles", "capture"]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createHighlight = useCreateHighlight();
  const capture = useCaptureRequest();
  const variant: CreateScreenVariant = {
    title: t("create.title"),
    labels: { url: t("create.tabs.url"), pdf: t("create.tabs.pdf"), manual: t("create.tabs.manual") },
    manual: "full",
    articlePath: (id) => paths.article.to(id),
    back: { to: paths.myArticles.to(), label: t("actions.cancel") },
  };

  if (capture.status === "loading") return <Spinner />;

  const quote = capture.status === "ready" ? capture.quote : null;
  const onArticle = quote
    ? async (id: string) => {
        const highlight = await highlightCapturedQuote(id, quote, {
          getArticle: (articleId) => queryClient.fetchQuery(articleQueryOptions(articleId)),
          createHighlight: (body) => createHighlight.mutateAsync(body),
        });
        navigate(paths.article.to(id, { highlight: highlight ?? undefined }));
      }
    : undefined;

  return (
    <CreateArticleScreen
      key={capture.status}
      variant={variant}
      capture={capture.status === "ready" ? capture.start : undefined}
      onArticle={onArticle ? (id) => void onArticle(id) : undefined}
      footer={<BookmarkletHint />}
    />
  );
}
