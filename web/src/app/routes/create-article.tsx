// Create New Article (spec 2), at /articles/create and /create: Cancel goes to /my-articles.
import { paths } from "@/config/paths";
import {
  CreateArticleScreen,
  type CreateScreenVariant,
} from "@/features/articles/components/create-article-screen";

const variant: CreateScreenVariant = {
  title: "Create New Article",
  labels: { url: "Import from URL", pdf: "Import from PDF", manual: "Create Manually" },
  manual: "full",
  articlePath: (id) => paths.article.to(id),
  back: { to: paths.myArticles.to(), label: "Cancel" },
};

export default function CreateArticle() {
  return <CreateArticleScreen variant={variant} />;
}
