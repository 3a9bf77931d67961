// Home's first screen in one answer (GET /api/home): each part comes from the module that owns it,
// through its public face, exactly as its own route answers it. Two parts depend on others: the
// question's dismissal is asked only for a question that shows, and the contributors' ranking only
// for a reader who turned that card on (as the web app did, one request after the other). Reads
// nothing and writes nothing the nine routes would not.
import { HOME_FIRST_SORT, HOME_RECENT_ARTICLES, type HomeScreen } from "../../shared";
import { recentArticles } from "../articles";
import { topContributors } from "../contributors";
import { getDailyQuestion, isDismissed } from "../daily-question";
import { achievements, latestMilestone, pointsSummary } from "../progress";
import { getNotificationSettings } from "../settings";
import { incomingSpurqs } from "../spurqs";

export async function homeScreen(uid: string): Promise<HomeScreen> {
  const [notificationSettings, dailyQuestion, points, milestone, unlocked, incoming, recent] =
    await Promise.all([
      getNotificationSettings(uid),
      getDailyQuestion(uid),
      pointsSummary(uid),
      latestMilestone(uid),
      achievements(uid),
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
    latestMilestone: milestone,
    achievements: unlocked,
    incomingSpurqs: incoming,
    recentArticles: recent,
  };
}
