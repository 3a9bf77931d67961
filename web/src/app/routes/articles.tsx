// My Articles at /articles, with 'Bring your library' beside 'Add article'.
import { MyArticlesScreen } from "@/features/articles/components/my-articles-screen";
import { BringYourLibrary } from "@/features/library-import/components/bring-your-library";

export default function Articles() {
  return <MyArticlesScreen importEntry={<BringYourLibrary />} />;
}
