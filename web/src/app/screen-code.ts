// The code of the signed-in shell and of the screens most often opened first, as loaders the router
// makes lazy and the protected route starts early: a returning reader's browser fetches them while
// the session is being restored, instead of after it, one after another.
import { matchPath } from "react-router-dom";
import { paths } from "@/config/paths";

export const loadProtectedLayout = () => import("./routes/protected-layout");
export const loadHome = () => import("./routes/home");
export const loadArticle = () => import("./routes/article");

/**
 * Starts the shell's code (which carries the screens' first requests, screen-data) and, for Home
 * or an article, the screen's.
 */
export function preloadScreenCode(pathname: string): void {
  const ignore = () => undefined;
  loadProtectedLayout().catch(ignore);
  if (matchPath(paths.home.path, pathname)) loadHome().catch(ignore);
  else if (matchPath(paths.article.path, pathname)) loadArticle().catch(ignore);
}
