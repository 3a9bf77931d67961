// Notifications: tabs 'Incoming Spurqs' and 'Sent Spurqs', each a grid of spurq cards
// with 3 loading placeholders and the empty states 'No notifications' and 'No sent spurqs'.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { useTranslation } from "react-i18next";
import { Inbox, Send } from "lucide-react";
import clsx from "clsx";
import { PageHeader } from "@/components/ui/page";
import { useIncomingSpurqs } from "@/features/spurqs/api/get-incoming-spurqs";
import { useSentSpurqs } from "@/features/spurqs/api/get-sent-spurqs";
import { SpurqGrid } from "@/features/spurqs/components/spurq-grid";

const tabClasses = ({ selected }: { selected: boolean }) =>
  clsx(
    "rounded-md px-4 py-2 text-sm font-medium focus:outline-none data-focus:ring-2 data-focus:ring-indigo-500",
    selected
      ? "bg-white text-slate-900 shadow dark:bg-slate-700 dark:text-slate-50"
      : "text-slate-600 dark:text-slate-300",
  );

export default function Notifications() {
  const { t } = useTranslation("spurqs");
  const incoming = useIncomingSpurqs();
  const sent = useSentSpurqs();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t("notifications.title")} />
      <TabGroup>
        <TabList className="mb-6 inline-flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          <Tab className={tabClasses}>{t("notifications.incoming")}</Tab>
          <Tab className={tabClasses}>{t("notifications.sent")}</Tab>
        </TabList>
        <TabPanels>
          <TabPanel>
            <SpurqGrid query={incoming} emptyIcon={Inbox} emptyTitle={t("notifications.noNotifications")} />
          </TabPanel>
          <TabPanel>
            <SpurqGrid query={sent} emptyIcon={Send} emptyTitle={t("notifications.noSent")} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}
