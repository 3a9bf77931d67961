// Add New Article, the older variant, at /articles/create-basic. The reference client's tabs
// 'From URL' and 'Upload PDF' were static; here they import for real, and a third tab holds the older
// create form (only title and content required). Success opens /article/{id}, which leads to the
// article; 'Back to Home' goes to /.
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import {
  CreateArticleScreen,
  type CreateScreenVariant,
} from "@/features/articles/components/create-article-screen";

export default function CreateArticleBasic() {
  const { t } = useTranslation("articles");
  const variant: CreateScreenVariant = {
    title: t("createBasic.title"),
    labels: {
      url: t("createBasic.tabs.url"),
      pdf: t("createBasic.tabs.pdf"),
      manual: t("createBasic.tabs.manual"),
    },
    manual: "basic",
    articlePath: (id) => paths.articleCreated.to(id),
    back: { to: paths.landing.to(), label: t("createBasic.back") },
  };
  return <CreateArticleScreen variant={variant} />;
}
