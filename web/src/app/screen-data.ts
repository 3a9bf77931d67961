// The first requests of the screens a signed-in reader most often opens first (Home, an article),
// started together as soon as the session is known, beside the shell's code and texts. Otherwise
// each waits for the shell's chunk, its texts, the screen's chunk and the screen's texts in turn,
// and Home's question of the day waited for the notification settings before it was even asked.
// TanStack Query shares each answer with the hooks that ask for it later (the data never goes
// stale by itself), so nothing is fetched twice.
import { matchPath } from "react-router-dom";
import { paths } from "@/config/paths";
import { i18n } from "@/lib/i18n";
import { queryClient } from "@/lib/query-client";
import { articleQueryOptions } from "@/features/articles/api/get-article";
import { articleReadersQueryOptions } from "@/features/articles/api/get-article-readers";
import { recentArticlesQueryOptions } from "@/features/articles/api/get-recent-articles";
import { topContributorsQueryOptions } from "@/features/contributors/api/get-top-contributors";
import { dailyQuestionQueryOptions } from "@/features/daily-question/api/get-daily-question";
import { questionDismissedQueryOptions } from "@/features/daily-question/api/get-question-dismissed";
import { achievementsQueryOptions } from "@/features/progress/api/get-achievements";
import { latestMilestoneQueryOptions } from "@/features/progress/api/get-latest-milestone";
import { pointsQueryOptions } from "@/features/progress/api/get-points";
import { notificationSettingsQueryOptions } from "@/features/settings/api/get-notification-settings";
import { incomingSpurqsQueryOptions } from "@/features/spurqs/api/get-incoming-spurqs";

/** The order Home's 'My Recent Articles' opens in. */
export const HOME_FIRST_SORT = "newest";

const ignore = () => undefined;

/** Every request Home's first screen makes, at once, and its texts. */
function prefetchHome() {
  void i18n.loadNamespaces(["home", "homeExtras", "spurqs", "articles"]);
  void queryClient.prefetchInfiniteQuery(incomingSpurqsQueryOptions());
  void queryClient.prefetchQuery(recentArticlesQueryOptions(HOME_FIRST_SORT));
  void queryClient.prefetchQuery(achievementsQueryOptions());
  void queryClient.prefetchQuery(latestMilestoneQueryOptions());
  void queryClient.prefetchQuery(pointsQueryOptions());
  // The question of the day is on unless turned off: asked beside the settings rather than after
  // them (a reader who turned it off pays that one small request, never its dismissal). The
  // contributors card shows only for readers who turned it on: asked once that is known.
  const flags = queryClient.fetchQuery(notificationSettingsQueryOptions());
  const question = queryClient.fetchQuery(dailyQuestionQueryOptions());
  Promise.all([flags, question])
    .then(([settings, asked]) => {
      if (settings.notifyWeeklyContributors === true) {
        void queryClient.prefetchQuery(topContributorsQueryOptions());
      }
      if (asked && settings.notifyDailyQuote !== false) {
        void queryClient.prefetchQuery(questionDismissedQueryOptions(asked.id));
      }
    })
    .catch(ignore);
}

/**
 * Starts the data of the signed-in screen at `pathname`, when it is one of those above; `viewerId`
 * is the signed-in reader (on their own article, its readers are asked as soon as that is known).
 */
export function prefetchScreenData(pathname: string, viewerId?: string): void {
  if (matchPath(paths.home.path, pathname)) {
    prefetchHome();
    return;
  }
  const article = matchPath(paths.article.path, pathname);
  if (article?.params.id) {
    void i18n.loadNamespaces(["articles", "annotations", "sharing"]);
    const id = article.params.id;
    queryClient
      .fetchQuery(articleQueryOptions(id))
      .then((loaded) => {
        if (viewerId && loaded.userId === viewerId)
          void queryClient.prefetchQuery(articleReadersQueryOptions(id));
      })
      .catch(ignore);
    void queryClient.prefetchQuery(pointsQueryOptions());
  }
}
