// Home (docs/product-spec.md §2, Home), in order: a new reader's first-run checklist (until all its
// steps are done or it is hidden), the milestone dialog, the question of the day
// (unless the daily quote notification is explicitly off), the top contributors card (only when the
// weekly contributors notification is on), the incoming spurqs section ('New Spurq' opens the Ask a
// friend dialog; with no spurqs, 'Invite friends to start sharing' opens the invite dialog) and 'My
// Recent Articles'.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Inbox, Plus } from "lucide-react";
import clsx from "clsx";
import type { NotificationSettings } from "@shared";
import { Button } from "@/components/ui/button";
import { PageHeader, Section } from "@/components/ui/page";
import { FLOATING_ACTIONS_CLEARANCE, FloatingActions } from "@/components/layout/floating-actions";
import { RecentArticles } from "@/features/articles/components/recent-articles";
import { InviteDialog } from "@/features/invitations/components/invite-dialog";
import { useIncomingSpurqs } from "@/features/spurqs/api/get-incoming-spurqs";
import { SpurqGrid } from "@/features/spurqs/components/spurq-grid";
import { useNotificationSettings } from "@/features/settings/api/get-notification-settings";
import { MilestoneDialog } from "@/features/progress/components/milestone-dialog";
import { DailyQuestionBanner } from "@/features/daily-question/components/daily-question-banner";
import { TopContributorsCard } from "@/features/contributors/components/top-contributors-card";
import { FirstRunChecklist } from "../first-run-checklist";
import { useSession } from "@/lib/auth-context";
import { AskFriend } from "../ask-friend";

export default function Home() {
  const { t } = useTranslation("home");
  const { user } = useSession();
  const incoming = useIncomingSpurqs();
  const [asking, setAsking] = useState(false);
  const [inviting, setInviting] = useState(false);
  // The two flags decide once known (a failed fetch counts as unknown): the question of the day
  // hides only when explicitly off, the contributors card shows only when on.
  const notifications = useNotificationSettings();
  const flags: Partial<NotificationSettings> | null = notifications.isPending
    ? null
    : (notifications.data ?? {});
  return (
    <div className={clsx("mx-auto max-w-6xl", FLOATING_ACTIONS_CLEARANCE)}>
      <PageHeader
        title={t("title")}
        description={user ? t("welcome", { username: user.username }) : undefined}
      />
      <FirstRunChecklist onAsk={() => setAsking(true)} />
      <MilestoneDialog />
      {flags && flags.notifyDailyQuote !== false && <DailyQuestionBanner />}
      {flags && flags.notifyWeeklyContributors === true && <TopContributorsCard />}
      <Section
        title={t("incoming.title")}
        actions={
          <Button variant="outline" onClick={() => setAsking(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            {t("incoming.newSpurq")}
          </Button>
        }
      >
        <SpurqGrid
          query={incoming}
          emptyIcon={Inbox}
          emptyTitle={t("incoming.empty")}
          emptyAction={
            <Button variant="outline" onClick={() => setInviting(true)}>
              {t("incoming.inviteFriends")}
            </Button>
          }
        />
      </Section>
      <RecentArticles />
      <FloatingActions />
      <AskFriend open={asking} onClose={() => setAsking(false)} />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </div>
  );
}
