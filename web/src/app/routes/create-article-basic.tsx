// Add New Article, the older variant (spec 2), at /articles/create-basic. The spec's tabs 'From
// URL' and 'Upload PDF' were static; here they import for real, and a third tab holds the older
// create form (only title and content required). Success opens /article/{id}, which leads to the
// article; 'Back to Home' goes to /.
import { paths } from "@/config/paths";
import {
  CreateArticleScreen,
  type CreateScreenVariant,
} from "@/features/articles/components/create-article-screen";

const variant: CreateScreenVariant = {
  title: "Add New Article",
  labels: { url: "From URL", pdf: "Upload PDF", manual: "Write Manually" },
  manual: "basic",
  articlePath: (id) => paths.articleCreated.to(id),
  back: { to: paths.landing.to(), label: "Back to Home" },
};

export default function CreateArticleBasic() {
  return <CreateArticleScreen variant={variant} />;
}
