// /article/{id}: where the older create form lands; it leads to the reading route.
import { Navigate, useParams } from "react-router-dom";
import { paths } from "@/config/paths";

export default function ArticleCreated() {
  const { id = "" } = useParams();
  return <Navigate to={paths.article.to(id)} replace />;
}
