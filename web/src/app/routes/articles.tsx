// My Articles at /articles.
import { MyArticlesScreen } from "@/features/articles/components/my-articles-screen";

export default function Articles() {
  return <MyArticlesScreen />;
}
