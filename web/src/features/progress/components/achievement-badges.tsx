// The avatar menu's achievement badges: only achievements that are no longer new
// (a new one is still waiting for its toast). Newest first; each icon is named by its badge.
// Plain text and no roles: inside the menu (role=menu) only menu items and groups of menu items
// may have a role, so an image or list role here would break the menu's structure (axe:
// aria-required-children).
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Award } from "lucide-react";
import { achievementTexts } from "@/lib/achievement-texts";
import { formatNumber } from "../format";
import { useAchievements } from "../api/get-achievements";

/** Badges shown in the menu; the rest are counted. */
export const MAX_BADGES = 8;

/** The badges wait for their texts in their own Suspense, so the menu opens without waiting. */
export function AchievementBadges() {
  return (
    <Suspense fallback={null}>
      <Badges />
    </Suspense>
  );
}

function Badges() {
  const { t } = useTranslation("points");
  const { data } = useAchievements();
  const earned = (data ?? []).filter((achievement) => !achievement.isNew);
  if (earned.length === 0) return null;
  const shown = earned.slice(0, MAX_BADGES);
  const more = earned.length - shown.length;
  return (
    <div className="mt-2" data-testid="achievement-badges">
      <p className="text-xs text-slate-600 dark:text-slate-300">{t("achievement.badgesHeading")}</p>
      <div className="mt-1 flex flex-wrap items-center gap-1">
        {shown.map((achievement) => {
          const { title, badgeName } = achievementTexts(t, achievement.type, achievement.count);
          const name = t("achievement.badgeTitle", { badge: badgeName, title });
          return (
            <span
              key={achievement.id}
              title={name}
              data-testid="achievement-badge"
              className="flex h-7 w-7 items-center justify-center rounded-full bg-slate-100 dark:bg-slate-800"
            >
              <Award className="h-4 w-4" style={{ color: achievement.iconColor }} aria-hidden />
              <span className="sr-only">{name}</span>
            </span>
          );
        })}
        {more > 0 && (
          <span className="text-xs text-slate-600 dark:text-slate-300">
            {t("achievement.more", { n: formatNumber(more) })}
          </span>
        )}
      </div>
    </div>
  );
}
