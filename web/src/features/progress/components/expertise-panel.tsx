// The insights' Expertise Areas ('Based on your contributions'): one area per tag of the user's,
// levelled 1 to 5 by the points earned on articles with that tag. 'Explore New Knowledge Areas'
// leads to My Articles, where tagging what one reads builds new areas.
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { PointsSummary } from "@shared";
import { buttonClasses } from "@/components/ui/button";
import { ShareBar } from "@/components/ui/share-bar";
import { paths } from "@/config/paths";
import { formatNumber } from "../format";
import { PanelHeading } from "./panel-heading";

/** Expertise levels run 1 to 5. */
export const MAX_EXPERTISE_LEVEL = 5;

export function ExpertisePanel({
  expertise,
  onExplore,
}: {
  expertise: PointsSummary["expertise"];
  onExplore: () => void;
}) {
  const { t } = useTranslation("points");
  return (
    <div className="grid gap-4">
      <PanelHeading title={t("expertise.title")} badge={t("expertise.badge")} />
      {expertise.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("expertise.empty")}</p>
      ) : (
        <ul className="grid gap-3">
          {expertise.map((area) => (
            <li key={area.name} className="grid gap-1 text-sm">
              <span className="flex justify-between gap-2">
                <span className="font-medium">{area.name}</span>
                <span className="text-slate-600 dark:text-slate-300">
                  {t("expertise.level", {
                    level: formatNumber(area.level),
                    max: formatNumber(MAX_EXPERTISE_LEVEL),
                    points: formatNumber(area.points),
                  })}
                </span>
              </span>
              <ShareBar percent={(area.level / MAX_EXPERTISE_LEVEL) * 100} />
            </li>
          ))}
        </ul>
      )}
      <div>
        <Link to={paths.articles.to()} onClick={onExplore} className={buttonClasses("outline")}>
          {t("expertise.explore")}
        </Link>
      </div>
    </div>
  );
}
