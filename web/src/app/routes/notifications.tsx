// Notifications: tabs 'Incoming Spurqs' and 'Sent Spurqs', each a grid of spurq cards
// with 3 loading placeholders and the empty states 'No notifications' and 'No sent spurqs'.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { useTranslation } from "react-i18next";
import { Inbox, Send } from "lucide-react";
import clsx from "clsx";
import { PageHeader } from "@/components/ui/page";
import { segmentedListClasses, segmentedTabClasses } from "@/components/ui/segmented";
import { useIncomingSpurqs } from "@/features/spurqs/api/get-incoming-spurqs";
import { useSentSpurqs } from "@/features/spurqs/api/get-sent-spurqs";
import { SpurqGrid } from "@/features/spurqs/components/spurq-grid";

export default function Notifications() {
  const { t } = useTranslation("spurqs");
  const incoming = useIncomingSpurqs();
  const sent = useSentSpurqs();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t("notifications.title")} />
      <TabGroup>
        <TabList className={clsx("mb-6 sm:inline-flex", segmentedListClasses)}>
          <Tab className={({ selected }) => segmentedTabClasses(selected)}>{t("notifications.incoming")}</Tab>
          <Tab className={({ selected }) => segmentedTabClasses(selected)}>{t("notifications.sent")}</Tab>
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
