// The code of the signed-in shell and of the screens most often opened first, as loaders the router
// makes lazy and the protected route starts early: a returning reader's browser fetches them while
// the session is being restored, instead of after it, one after another.
import { matchPath } from "react-router-dom";
import { paths } from "@/config/paths";
import { i18n } from "@/lib/i18n";

/** The texts of the shell's own parts, fetched together (one wait, not one per part in turn). */
export const SHELL_NAMESPACES = ["common", "search", "points", "invitations"];
/** Every text Home's sections use, fetched together: one wait, not one per section in turn. */
export const HOME_NAMESPACES = ["home", "homeExtras", "spurqs", "articles", "common"];
/** The texts an article's first screen shows. */
export const ARTICLE_NAMESPACES = ["articles", "annotations", "sharing"];

export const loadProtectedLayout = () => import("./routes/protected-layout");
export const loadHome = () => import("./routes/home");
export const loadArticle = () => import("./routes/article");

/**
 * Starts the shell's code (which carries the screens' first requests, screen-data) and texts and,
 * for Home or an article, the screen's: the texts would otherwise be asked only once the session
 * has shown the shell, one more round trip before the screen can draw.
 */
export function preloadScreenCode(pathname: string): void {
  const ignore = () => undefined;
  const screen = matchPath(paths.home.path, pathname)
    ? { load: loadHome, texts: HOME_NAMESPACES }
    : matchPath(paths.article.path, pathname)
      ? { load: loadArticle, texts: ARTICLE_NAMESPACES }
      : null;
  // Each in a task of its own: starting a chunk inserts a preload link for every file it needs (a
  // dozen or more, a few milliseconds each at a phone's speed), and all at once they made one task
  // of over 100 ms right after the first paint.
  setTimeout(() => {
    loadProtectedLayout().catch(ignore);
    void i18n.loadNamespaces(SHELL_NAMESPACES);
    if (screen) {
      setTimeout(() => {
        screen.load().catch(ignore);
        void i18n.loadNamespaces(screen.texts);
      }, 0);
    }
  }, 0);
}
