// The code of the signed-in shell and of the screens most often opened first, as loaders the router
// makes lazy and the protected route starts early: a returning reader's browser fetches them while
// the session is being restored, instead of after it, one after another.
import { matchPath } from "react-router-dom";
import { paths } from "@/config/paths";

export const loadProtectedLayout = () => import("./routes/protected-layout");
export const loadHome = () => import("./routes/home");
export const loadArticle = () => import("./routes/article");

type Screen = "shell" | "home" | "article";

/**
 * Inserts a module preload link for each of `screen`'s files, each in a task of its own, then calls
 * `then` in the task after the last. The files are the ones its code needs beyond the entry script,
 * listed by the build in index.html (web/vite.config.ts; none on the dev server). A link costs
 * about a millisecond, a few under Lighthouse (whose debugger records a stack for every request): a
 * screen's dozen or more in one task made a long one. Vite's preload of a dynamic import finds a
 * link to the same address there and adds none, and the import then takes the module the link
 * fetched (modules are kept by address).
 */
export function preloadFiles(screen: Screen, then: () => void): void {
  for (const file of document.getElementById("screen-code")?.dataset[screen]?.split(" ") ?? []) {
    setTimeout(() =>
      document.head.appendChild(
        Object.assign(document.createElement("link"), { rel: "modulepreload", href: `/${file}` }),
      ),
    );
  }
  setTimeout(then);
}

/**
 * Starts the shell's code (which carries the screens' first requests, screen-data) and, for Home
 * or an article, the screen's: their files one per task (see preloadFiles), then the imports.
 */
export function preloadScreenCode(pathname: string): void {
  const ignore = () => undefined;
  const [screen, load] = matchPath(paths.home.path, pathname)
    ? (["home", loadHome] as const)
    : matchPath(paths.article.path, pathname)
      ? (["article", loadArticle] as const)
      : [null, null];
  preloadFiles("shell", () => {
    loadProtectedLayout().catch(ignore);
    if (screen) preloadFiles(screen, () => void load().catch(ignore));
  });
}
