// A grid of spurq cards with the screens' loading placeholders, error and empty states.
import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { Page, SentSpurq, Spurq } from "@shared";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/page";
import { CardPlaceholders } from "@/components/ui/skeleton";
import { SpurqCard } from "./spurq-card";

/** Spec 9: 3 placeholders on Home and Notifications. */
export const SPURQ_PLACEHOLDERS = 3;

export function SpurqGrid({
  query,
  emptyIcon,
  emptyTitle,
  emptyAction,
}: {
  query: UseQueryResult<Page<Spurq | SentSpurq>>;
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
  if (!query.data.items.length)
    return <EmptyState icon={emptyIcon} title={emptyTitle} action={emptyAction} />;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {query.data.items.map((spurq) => (
        <SpurqCard key={spurq.id} spurq={spurq} />
      ))}
    </div>
  );
}
