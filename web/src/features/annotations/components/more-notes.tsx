// 'More notes' under the highlight list while the article has notes not yet shown: it adds the
// next page's highlights to the text and the list, and their comments to the threads. How many
// came is announced to screen readers (the new marks are out of sight in the text).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Article } from "@shared";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { translateMessage } from "@/lib/i18n";
import { formatNumber } from "@/lib/i18n/format";
import { serverMessage } from "@/lib/server-message";
import { ApiError } from "@/lib/api-client";
import { useMoreNotes } from "../api/get-article-notes";

export function MoreNotes({ article }: { article: Article }) {
  const { t } = useTranslation("annotations");
  const more = useMoreNotes(article.id);
  const [announced, setAnnounced] = useState("");
  const cursor = article.notesCursor;
  const load = () => {
    if (!cursor) return;
    setAnnounced("");
    more.mutate(cursor, {
      onSuccess: (page) => setAnnounced(t("more.loaded", { number: formatNumber(page.highlights.length) })),
      onError: (error) =>
        toast({
          title: t("errors.title"),
          description: t("more.failed", {
            message: error instanceof ApiError ? translateMessage(serverMessage(error)) : error.message,
          }),
          variant: "destructive",
        }),
    });
  };
  return (
    <div className="mt-4 text-center">
      {cursor && (
        <Button variant="outline" onClick={load} disabled={more.isPending} aria-busy={more.isPending}>
          {more.isPending ? t("more.loading") : t("more.label")}
        </Button>
      )}
      <p role="status" className="sr-only">
        {announced}
      </p>
    </div>
  );
}
