// Home (docs/product-spec.md §2, Home), in order: a new reader's first-run checklist (until all its
// steps are done or it is hidden), the milestone dialog, the question of the day
// (unless the daily quote notification is explicitly off), the top contributors card (only when the
// weekly contributors notification is on), the incoming spurqs section ('New Spurq' opens the Ask a
// friend dialog; with no spurqs, 'Invite friends to start sharing' opens the invite dialog) and 'My
// Recent Articles'. Each section shows once those above it know what they show (see below).
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { Inbox, Plus } from "lucide-react";
import clsx from "clsx";
import type { NotificationSettings } from "@shared";
import { Button } from "@/components/ui/button";
import { PageHeader, Section } from "@/components/ui/page";
import { CardPlaceholders } from "@/components/ui/skeleton";
import { FLOATING_ACTIONS_CLEARANCE, FloatingActions } from "@/components/layout/floating-actions";
import { RecentArticles } from "@/features/articles/components/recent-articles";
import { InviteDialog } from "@/features/invitations/components/invite-buttons";
import { useIncomingSpurqs } from "@/features/spurqs/api/get-incoming-spurqs";
import { SPURQ_PLACEHOLDERS, SpurqGrid } from "@/features/spurqs/components/spurq-grid";
import { useNotificationSettings } from "@/features/settings/api/get-notification-settings";
import { MilestoneDialog } from "@/features/progress/components/milestone-dialog";
import {
  DailyQuestionBanner,
  useDailyQuestionSettled,
} from "@/features/daily-question/components/daily-question-banner";
import {
  TopContributorsCard,
  useTopContributorsSettled,
} from "@/features/contributors/components/top-contributors-card";
import { FirstRunChecklist, useFirstRunChecklistSettled } from "../first-run-checklist";
import { useSession } from "@/lib/auth-context";
import { AskFriend } from "../ask-friend";

/** Every text Home's sections use, fetched together: one wait, not one per section in turn. */
const HOME_NAMESPACES = ["home", "homeExtras", "spurqs", "articles", "common"];

export default function Home() {
  const { t } = useTranslation(HOME_NAMESPACES);
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
  const showQuestion = flags?.notifyDailyQuote !== false;
  const showContributors = flags?.notifyWeeklyContributors === true;
  // Sections appear top down, each once every section above it knows what it shows; until then one
  // placeholder stands where the next section will be, and nothing is drawn below it. So no
  // section that arrives late pushes down one the reader already sees.
  const checklistSettled = useFirstRunChecklistSettled();
  const questionSettled = useDailyQuestionSettled(showQuestion);
  const contributorsSettled = useTopContributorsSettled(showContributors);
  const upperSettled = flags !== null && checklistSettled && questionSettled && contributorsSettled;
  // The sections are drawn in a render React may pause (every few milliseconds) for input, rather
  // than in one long task the moment the last answer arrives: the placeholder stays until then.
  const showSections = useDeferredValue(upperSettled);
  return (
    <div className={clsx("mx-auto max-w-6xl", FLOATING_ACTIONS_CLEARANCE)}>
      <PageHeader
        title={t("title")}
        description={user ? t("welcome", { username: user.username }) : undefined}
      />
      {showSections ? (
        <>
          <FirstRunChecklist onAsk={() => setAsking(true)} />
          {showQuestion && <DailyQuestionBanner />}
          {showContributors && <TopContributorsCard />}
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
          {!incoming.isPending && <RecentArticles />}
        </>
      ) : (
        <CardPlaceholders count={SPURQ_PLACEHOLDERS} label={t("status.loading", { ns: "common" })} />
      )}
      <MilestoneDialog />
      <FloatingActions />
      <AskFriend open={asking} onClose={() => setAsking(false)} />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </div>
  );
}
