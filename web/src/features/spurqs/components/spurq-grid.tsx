// A grid of spurq cards with the screens' loading placeholders, error and empty states, and
// 'Load more' while the server has another page.
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Page, SentSpurq, Spurq } from "@shared";
import { buttonClasses } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState } from "@/components/ui/page";
import { CardPlaceholders } from "@/components/ui/skeleton";
import { translateMessage } from "@/lib/i18n";
import { loadedItems } from "@/lib/paged-query";
import { serverMessage } from "@/lib/server-message";
import { SpurqCard } from "./spurq-card";

/** 3 placeholders on Home and Notifications. */
export const SPURQ_PLACEHOLDERS = 3;

export function SpurqGrid({
  query,
  emptyIcon,
  emptyTitle,
  emptyAction,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<Spurq | SentSpurq>>>;
  emptyIcon: LucideIcon;
  emptyTitle: string;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation("spurqs");
  if (query.isPending) return <CardPlaceholders count={SPURQ_PLACEHOLDERS} label={t("grid.loading")} />;
  if (query.isError)
    return (
      <EmptyState
        icon={emptyIcon}
        title={t("grid.loadFailed")}
        description={translateMessage(serverMessage(query.error))}
        action={
          <button type="button" className={buttonClasses("outline")} onClick={() => void query.refetch()}>
            {t("grid.tryAgain")}
          </button>
        }
      />
    );
  const spurqs = loadedItems(query.data);
  if (!spurqs.length) return <EmptyState icon={emptyIcon} title={emptyTitle} action={emptyAction} />;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {spurqs.map((spurq) => (
          <SpurqCard key={spurq.id} spurq={spurq} />
        ))}
      </div>
      <LoadMore query={query} />
    </>
  );
}
