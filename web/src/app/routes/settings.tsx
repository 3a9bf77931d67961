// Settings: a Back button to /articles and the tabs Account, Appearance, Notifications, Security
// and Capture (the installed app and the bookmarklet). Headless UI: arrow keys move between tabs,
// Home and End jump. The open tab is kept in the query (?tab=appearance), so a reload or a shared
// link opens the same one.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { ArrowLeft } from "lucide-react";
import clsx from "clsx";
import { buttonClasses } from "@/components/ui/button";
import { segmentedListClasses, segmentedTabClasses } from "@/components/ui/segmented";
import { PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { AccountTab } from "@/features/settings/components/account-tab";
import { AppearanceTab } from "@/features/settings/components/appearance-tab";
import { NotificationsTab } from "@/features/settings/components/notifications-tab";
import { SecurityTab } from "@/features/settings/components/security-tab";
import { CaptureTab } from "@/features/capture/components/capture-tab";
import { BringYourLibrary } from "@/features/library-import/components/bring-your-library";

/** The Account tab with the library import beside the data export. */
function AccountWithImport() {
  return <AccountTab importEntry={<BringYourLibrary />} />;
}

const TABS = [
  { name: "account", Panel: AccountWithImport },
  { name: "appearance", Panel: AppearanceTab },
  { name: "notifications", Panel: NotificationsTab },
  { name: "security", Panel: SecurityTab },
  { name: "capture", Panel: CaptureTab },
] as const;

const TAB_QUERY = "tab";

export default function Settings() {
  const { t } = useTranslation("settings");
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedIndex = Math.max(
    0,
    TABS.findIndex((tab) => tab.name === searchParams.get(TAB_QUERY)),
  );

  const select = (index: number) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TAB_QUERY, TABS[index]?.name ?? TABS[0].name);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-4xl">
      <Link to={paths.articles.to()} className={buttonClasses("ghost", "mb-4 -ml-2")}>
        <ArrowLeft className="h-4 w-4" aria-hidden /> {t("back")}
      </Link>
      <PageHeader title={t("title")} />
      <TabGroup selectedIndex={selectedIndex} onChange={select}>
        <TabList aria-label={t("title")} className={clsx("mb-6", segmentedListClasses)}>
          {TABS.map(({ name }) => (
            <Tab key={name} className={({ selected }) => segmentedTabClasses(selected)}>
              {t(`tabs.${name}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          {TABS.map(({ name, Panel }) => (
            <TabPanel key={name} className="focus:outline-none data-focus:ring-2 data-focus:ring-indigo-500">
              <Panel />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </div>
  );
}
