// GET /api/home: everything Home's first screen shows, in one answer. Home used to ask nine
// routes (two of them only after others had answered); one request costs one token check and one
// function invocation instead of nine, and one round trip on a phone's network. Each part is what
// its own route answers, and the routes stay for every later refresh. Zod-free: the web app takes
// the constants from here without loading the schemas.
import type { ArticleSummary, Page } from "./articles";
import type { Achievement, DailyQuestion, Milestone, PointsSummary, TopContributor } from "./progress";
import type { NotificationSettings } from "./settings";
import type { Spurq } from "./spurqs";

/** The order 'My Recent Articles' opens in, and how many cards it shows. */
export const HOME_FIRST_SORT = "newest";
export const HOME_RECENT_ARTICLES = 6;

export interface HomeScreen {
  notificationSettings: NotificationSettings;
  /** GET /api/daily-question: null when there is no passage to ask about. */
  dailyQuestion: DailyQuestion | null;
  /** Whether the day's question was dismissed; null when it is not shown (none, or turned off). */
  questionDismissed: { isDismissed: boolean } | null;
  /** This week's ranking; null unless the weekly contributors notification is on. */
  topContributors: TopContributor[] | null;
  points: PointsSummary;
  latestMilestone: Milestone | null;
  achievements: Achievement[];
  /** The first page of GET /api/spurqs/incoming. */
  incomingSpurqs: Page<Spurq>;
  /** GET /api/articles/recent in the first sort, HOME_RECENT_ARTICLES cards. */
  recentArticles: Page<ArticleSummary>;
}
