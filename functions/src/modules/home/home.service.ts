// Home's first screen in one answer (GET /api/home): each part comes from the module that owns it,
// through its public face, exactly as its own route answers it. Two parts depend on others: the
// question's dismissal is asked only for a question that shows, and the contributors' ranking only
// for a reader who turned that card on (as the web app did, one request after the other). Reads
// nothing the nine routes would not, and the reader's progress totals once instead of four times.
import { HOME_FIRST_SORT, HOME_RECENT_ARTICLES, type HomeScreen } from "../../shared";
import { recentArticles } from "../articles";
import { topContributors } from "../contributors";
import { getDailyQuestion, isDismissed } from "../daily-question";
import { homeProgress } from "../progress";
import { getNotificationSettings } from "../settings";
import { incomingSpurqs } from "../spurqs";

export async function homeScreen(uid: string): Promise<HomeScreen> {
  // The totals are read once for the points, achievements, milestone and the question's day; the
  // question starts as soon as its day is known.
  const progress = homeProgress(uid);
  const [notificationSettings, dailyQuestion, { points, achievements, latestMilestone }, incoming, recent] =
    await Promise.all([
      getNotificationSettings(uid),
      progress.then(({ timeZone }) => getDailyQuestion(uid, timeZone)),
      progress.then(({ parts }) => parts),
      incomingSpurqs(uid),
      recentArticles(uid, HOME_FIRST_SORT, HOME_RECENT_ARTICLES),
    ]);
  const questionShows = dailyQuestion !== null && notificationSettings.notifyDailyQuote !== false;
  const [questionDismissed, ranking] = await Promise.all([
    questionShows ? isDismissed(uid, dailyQuestion.id) : null,
    notificationSettings.notifyWeeklyContributors === true ? topContributors() : null,
  ]);
  return {
    notificationSettings,
    dailyQuestion,
    questionDismissed,
    topContributors: ranking,
    points,
    latestMilestone,
    achievements,
    incomingSpurqs: incoming,
    recentArticles: recent,
  };
}
