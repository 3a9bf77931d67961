// Statistics: 'Your Statistics' with its period tabs, cards, activity overview and the last
// 12 weeks; an admin also sees 'Platform Statistics'.
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/ui/page";
import { useSession } from "@/lib/auth-context";
import { UserStatisticsSection } from "@/features/statistics/components/user-statistics";
import { PlatformStatisticsSection } from "@/features/statistics/components/platform-statistics";

export default function Stats() {
  const { t } = useTranslation("statistics");
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t("page.title")} />
      <UserStatisticsSection />
      {user?.isAdmin && <PlatformStatisticsSection />}
    </div>
  );
}
