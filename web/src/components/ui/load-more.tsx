// The 'Load more' button under a paged list (My Articles' wording): shown while the server has
// another page, 'Loading...' while it comes.
import { useTranslation } from "react-i18next";
import clsx from "clsx";
import { Button } from "./button";

export function LoadMore({
  query,
  className = "mt-6",
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  className?: string;
}) {
  const { t } = useTranslation("common");
  if (!query.hasNextPage) return null;
  return (
    <div className={clsx("text-center", className)}>
      <Button
        variant="outline"
        onClick={() => void query.fetchNextPage()}
        disabled={query.isFetchingNextPage}
      >
        {query.isFetchingNextPage ? t("status.loadingMore") : t("actions.loadMore")}
      </Button>
    </div>
  );
}
