// The first requests of the screens a signed-in reader most often opens first (Home, an article),
// started together as soon as the session is known, beside the shell's code and texts. Otherwise
// each waits for the shell's chunk, its texts, the screen's chunk and the screen's texts in turn,
// and Home's question of the day waited for the notification settings before it was even asked.
// TanStack Query shares each answer with the hooks that ask for it later (the data never goes
// stale by itself), so nothing is fetched twice.
import { matchPath } from "react-router-dom";
import type { QueryFunctionContext, QueryKey } from "@tanstack/react-query";
import type { HomeScreen } from "@shared";
import { HOME_FIRST_SORT } from "@shared/schemas/home";
import { apiRequest } from "@/lib/api-client";
import { paths } from "@/config/paths";
import { i18n } from "@/lib/i18n";
import { queryClient } from "@/lib/query-client";
import { articleQueryOptions, getArticleWithReaders } from "@/features/articles/api/get-article";
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

/** Home's whole first screen in one answer (functions/src/shared/schemas/home.ts). */
export const HOME_URL = "/api/home";

const ignore = () => undefined;

/** Whether each of these queries has its answer, or is on its way to it. */
const allInHand = (keys: QueryKey[]) =>
  keys.every((key) => {
    const state = queryClient.getQueryState(key);
    return state !== undefined && (state.data !== undefined || state.fetchStatus === "fetching");
  });

/**
 * Every request Home's first screen makes, as one (GET /api/home), and its texts. Each part fills
 * its own query, so the sections (and every later refresh, through each part's own route) work as
 * before; the two parts whose keys depend on others are put in place before any part resolves, so
 * a section that asks for them the moment the question is known finds them. Should that one
 * request fail, each part asks its own route instead.
 */
function prefetchHome() {
  void i18n.loadNamespaces(["home", "homeExtras", "spurqs", "articles"]);
  const parts = {
    notificationSettings: notificationSettingsQueryOptions(),
    dailyQuestion: dailyQuestionQueryOptions(),
    points: pointsQueryOptions(),
    latestMilestone: latestMilestoneQueryOptions(),
    achievements: achievementsQueryOptions(),
    recentArticles: recentArticlesQueryOptions(HOME_FIRST_SORT),
  };
  const incoming = incomingSpurqsQueryOptions();
  if (allInHand([...Object.values(parts).map((options) => options.queryKey), incoming.queryKey])) return;

  const home = apiRequest<HomeScreen>("GET", HOME_URL).then((answer) => {
    if (answer.dailyQuestion && answer.questionDismissed) {
      queryClient.setQueryData(
        questionDismissedQueryOptions(answer.dailyQuestion.id).queryKey,
        answer.questionDismissed,
      );
    }
    if (answer.topContributors) {
      queryClient.setQueryData(topContributorsQueryOptions().queryKey, answer.topContributors);
    }
    return answer;
  });
  /** Fills one query from the answer, or from its own route should the answer fail. */
  const fill = <T>(options: { queryKey: QueryKey; queryFn?: unknown }, pick: (answer: HomeScreen) => T) => {
    const own = options.queryFn as (context: QueryFunctionContext) => Promise<T>;
    void queryClient.prefetchQuery({
      queryKey: options.queryKey,
      queryFn: (context) => home.then(pick, () => own(context)),
    });
  };
  fill(parts.notificationSettings, (answer) => answer.notificationSettings);
  fill(parts.dailyQuestion, (answer) => answer.dailyQuestion);
  fill(parts.points, (answer) => answer.points);
  fill(parts.latestMilestone, (answer) => answer.latestMilestone);
  fill(parts.achievements, (answer) => answer.achievements);
  fill(parts.recentArticles, (answer) => answer.recentArticles);
  void queryClient.prefetchInfiniteQuery({
    ...incoming,
    queryFn: (context) =>
      home.then(
        (answer) => answer.incomingSpurqs,
        () => incoming.queryFn!(context),
      ),
  });
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
    // The article asks for its readers with it: the server adds them only for its owner, who would
    // otherwise ask next, the text waiting for its 'Shared with' panel.
    void queryClient.prefetchQuery({
      ...articleQueryOptions(id),
      queryFn: async () => {
        const { article: loaded, readers } = await getArticleWithReaders(id);
        if (readers) queryClient.setQueryData(articleReadersQueryOptions(id).queryKey, readers);
        return loaded;
      },
    });
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
