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
  const screen = matchPath(paths.home.path, pathname)
    ? loadHome
    : matchPath(paths.article.path, pathname)
      ? loadArticle
      : null;
  // Each in a task of its own: starting a chunk inserts a preload link for every file it needs (a
  // dozen or more, a few milliseconds each at a phone's speed), and all at once they made one task
  // of over 100 ms right after the first paint.
  setTimeout(() => {
    loadProtectedLayout().catch(ignore);
    if (screen) setTimeout(() => screen().catch(ignore), 0);
  }, 0);
}
