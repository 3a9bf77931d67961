// Home's top contributors card: this week's ranking in a window of 3 entries,
// previous and next paging, starting at rank 1, 2 badges each; each avatar and username links to
// the person's page. The caller shows it only when notifyWeeklyContributors is true. An empty
// list or a failure shows the 'under development' notice: never sample contributors.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Link } from "react-router-dom";
import { ChevronLeft, ChevronRight, Trophy } from "lucide-react";
import type { TopContributor } from "@shared";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { translateBadgeName } from "@/lib/achievement-texts";
import { useTopContributors } from "../api/get-top-contributors";

export const CONTRIBUTORS_WINDOW = 3;
export const BADGES_SHOWN = 2;

const STREAK_BADGE = /^(\d+)-day streak$/;
const WEEK_POINTS_BADGE = /^(-?\d+) points this week$/;

/**
 * A badge as the ranking job wrote it, in English (an achievement's badge name, 'N-day streak' or
 * 'N points this week'), in the interface language; anything else as it came.
 */
function badgeText(t: TFunction<"homeExtras">, tPoints: TFunction<"points">, badge: string): string {
  const streak = STREAK_BADGE.exec(badge);
  if (streak) return t("contributors.streakBadge", { count: Number(streak[1]) });
  const points = WEEK_POINTS_BADGE.exec(badge);
  if (points) return t("contributors.weekPointsBadge", { count: Number(points[1]) });
  return translateBadgeName(tPoints, badge) ?? badge;
}

function ContributorRow({ contributor, rank }: { contributor: TopContributor; rank: number }) {
  const { t } = useTranslation("homeExtras");
  const { t: tPoints } = useTranslation("points");
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <span className="w-6 text-center text-sm font-semibold text-slate-500 dark:text-slate-400">{rank}</span>
      <Link
        to={paths.user.to(contributor.id)}
        className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-md sm:min-h-0 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <Avatar name={contributor.username} src={contributor.avatar} className="h-9 w-9 text-sm" />
        <span className="truncate font-medium text-slate-900 dark:text-slate-50">{contributor.username}</span>
      </Link>
      <span className="text-sm text-slate-600 dark:text-slate-300">
        {t("contributors.contributions", { count: contributor.contributionCount })}
      </span>
      <ul aria-label={t("contributors.badgesOf", { username: contributor.username })} className="flex gap-1">
        {contributor.badges.slice(0, BADGES_SHOWN).map((badge) => (
          <li
            key={badge}
            className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100"
          >
            {badgeText(t, tPoints, badge)}
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * Whether the card knows what it shows, so Home can hold what follows it until then (the card then
 * never pushes content down). `enabled` false when the card is not to show at all.
 */
export function useTopContributorsSettled(enabled: boolean): boolean {
  const { isPending } = useTopContributors(enabled);
  return !enabled || !isPending;
}

export function TopContributorsCard() {
  const { t } = useTranslation("homeExtras");
  const { data, isPending, isError } = useTopContributors();
  const [start, setStart] = useState(0);
  const contributors = data ?? [];
  const shown = contributors.slice(start, start + CONTRIBUTORS_WINDOW);

  let body;
  if (isPending) {
    body = (
      <div role="status" aria-label={t("contributors.loading")} className="space-y-2">
        {Array.from({ length: CONTRIBUTORS_WINDOW }, (_, index) => (
          <div key={index} className="h-14 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
        ))}
      </div>
    );
  } else if (isError || contributors.length === 0) {
    body = <p className="text-sm text-slate-600 dark:text-slate-300">{t("contributors.underDevelopment")}</p>;
  } else {
    body = (
      <ol className="space-y-2">
        {shown.map((contributor, index) => (
          <ContributorRow key={contributor.id} contributor={contributor} rank={start + index + 1} />
        ))}
      </ol>
    );
  }

  const paged = !isPending && !isError && contributors.length > CONTRIBUTORS_WINDOW;
  return (
    <section
      aria-labelledby="top-contributors-title"
      className="mb-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2
          id="top-contributors-title"
          className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-slate-50"
        >
          <Trophy className="h-5 w-5 text-amber-500" aria-hidden />
          {t("contributors.title")}
        </h2>
        {paged && (
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("contributors.previous")}
              disabled={start === 0}
              onClick={() => setStart((value) => Math.max(0, value - CONTRIBUTORS_WINDOW))}
            >
              <ChevronLeft className="h-4 w-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("contributors.next")}
              disabled={start + CONTRIBUTORS_WINDOW >= contributors.length}
              onClick={() => setStart((value) => value + CONTRIBUTORS_WINDOW)}
            >
              <ChevronRight className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        )}
      </div>
      {body}
    </section>
  );
}
