// 'Knowledge Contribution Insights': tabs Overview, Activity Log ('Last 7 days') and
// Expertise Areas ('Based on your contributions'), all from the points summary already loaded.
// Under the title, one line says how points are earned, its figures taken from the points rules
// themselves (ACTIONS), so it stays true when they change.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { useTranslation } from "react-i18next";
import clsx from "clsx";
import type { PointsSummary } from "@shared";
import { ACTIONS } from "@shared/progress";
import { Modal } from "@/components/ui/dialog";
import { ActivityLogPanel } from "./activity-log-panel";
import { ExpertisePanel } from "./expertise-panel";
import { OverviewPanel } from "./overview-panel";

/** The figures of the 'how points are earned' line. Completing an import earns what saving one does. */
export const EARNED_FIGURES = {
  written: ACTIONS.article_created.points,
  saved: ACTIONS.article_imported.points,
  highlight: ACTIONS.highlight_created.points,
  comment: ACTIONS.comment_created.points,
  sent: ACTIONS.spurq_sent.points,
  answered: ACTIONS.spurq_answered.points,
  friend: ACTIONS.friend_made.points,
  signIn: ACTIONS.daily_sign_in.points,
};

const tabClasses = ({ selected }: { selected: boolean }) =>
  clsx(
    "min-h-11 flex-1 rounded-md px-3 py-1.5 text-sm font-medium sm:min-h-0 focus:outline-none data-focus:ring-2 data-focus:ring-indigo-500",
    selected
      ? "bg-white text-slate-900 shadow dark:bg-slate-700 dark:text-slate-50"
      : "text-slate-600 dark:text-slate-300",
  );

export function InsightsDialog({
  open,
  onClose,
  summary,
}: {
  open: boolean;
  onClose: () => void;
  summary: PointsSummary;
}) {
  const { t } = useTranslation("points");
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t("insights.title")}
      description={t("insights.howEarned", EARNED_FIGURES)}
      wide
    >
      <TabGroup>
        <TabList className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          <Tab className={tabClasses}>{t("insights.tabs.overview")}</Tab>
          <Tab className={tabClasses}>{t("insights.tabs.activityLog")}</Tab>
          <Tab className={tabClasses}>{t("insights.tabs.expertise")}</Tab>
        </TabList>
        <TabPanels className="mt-4">
          <TabPanel>
            <OverviewPanel summary={summary} />
          </TabPanel>
          <TabPanel>
            <ActivityLogPanel summary={summary} />
          </TabPanel>
          <TabPanel>
            <ExpertisePanel expertise={summary.expertise} onExplore={onClose} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </Modal>
  );
}
