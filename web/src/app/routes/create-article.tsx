// Create New Article, at /articles/create and /create: Cancel goes to /my-articles.
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import {
  CreateArticleScreen,
  type CreateScreenVariant,
} from "@/features/articles/components/create-article-screen";

export default function CreateArticle() {
  const { t } = useTranslation("articles");
  const variant: CreateScreenVariant = {
    title: t("create.title"),
    labels: { url: t("create.tabs.url"), pdf: t("create.tabs.pdf"), manual: t("create.tabs.manual") },
    manual: "full",
    articlePath: (id) => paths.article.to(id),
    back: { to: paths.myArticles.to(), label: t("actions.cancel") },
  };
  return <CreateArticleScreen variant={variant} />;
}
