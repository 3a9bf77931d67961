// A grid of spurq cards with the screens' loading placeholders, error and empty states, and
// 'Load more' while the server has another page.
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { Page, SentSpurq, Spurq } from "@shared";
import { buttonClasses } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState } from "@/components/ui/page";
import { CardPlaceholders } from "@/components/ui/skeleton";
import { loadedItems } from "@/lib/paged-query";
import { SpurqCard } from "./spurq-card";

/** Spec 9: 3 placeholders on Home and Notifications. */
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
  if (query.isPending) return <CardPlaceholders count={SPURQ_PLACEHOLDERS} label="Loading spurqs" />;
  if (query.isError)
    return (
      <EmptyState
        icon={emptyIcon}
        title="Spurqs could not be loaded."
        description={query.error.message}
        action={
          <button type="button" className={buttonClasses("outline")} onClick={() => void query.refetch()}>
            Try again
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
