// The article reading screen (spec 2) at /articles/{id}.
import { useParams } from "react-router-dom";
import { ArticleView } from "@/features/articles/components/article-view";

export default function Article() {
  const { id = "" } = useParams();
  return <ArticleView key={id} id={id} />;
}
