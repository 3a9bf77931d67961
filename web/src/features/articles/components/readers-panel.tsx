// "Shared with": on the reading screen of the caller's own article, who reads it (avatar, name,
// since when), each with 'Stop sharing' behind a confirm. The reader stops reading at once; they
// stay friends. Shown only when the article has readers.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ArticleReader } from "@shared";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import { translateMessage } from "@/lib/i18n";
import { serverMessage } from "@/lib/server-message";
import { useArticleReaders } from "../api/get-article-readers";
import { useStopSharing } from "../api/stop-sharing";
import { shortDate } from "../dates";

export function ReadersPanel({ articleId }: { articleId: string }) {
  const { t } = useTranslation("articles");
  const readers = useArticleReaders(articleId);
  const stop = useStopSharing();
  const [leaving, setLeaving] = useState<ArticleReader | null>(null);
  if (!readers.data?.length) return null;

  const confirm = () => {
    if (!leaving) return;
    stop.mutate(
      { articleId, readerId: leaving.id },
      {
        onSuccess: () => {
          toast({ title: t("readers.stoppedTitle", { name: leaving.username }) });
          setLeaving(null);
        },
        onError: (failure) =>
          toast({
            title: t("readers.stopFailed"),
            description: translateMessage(serverMessage(failure)),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <section
      aria-labelledby="readers-heading"
      className="mb-8 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="readers-heading" className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t("readers.title")}
      </h2>
      <ul className="mt-3 grid gap-2">
        {readers.data.map((reader) => (
          <li key={reader.id} className="flex items-center gap-3 text-sm">
            <Avatar name={reader.username} src={reader.avatar} className="h-8 w-8 text-xs" />
            <span className="min-w-0 flex-1">
              <span className="font-medium text-slate-900 dark:text-slate-100">{reader.username}</span>
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                {t("readers.since", { date: shortDate(reader.since) })}
              </span>
            </span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setLeaving(reader)}
              aria-label={t("readers.stopFor", { name: reader.username })}
            >
              {t("readers.stop")}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={leaving !== null}
        onClose={() => setLeaving(null)}
        onConfirm={confirm}
        title={t("readers.confirmTitle")}
        description={t("readers.confirmDescription", { name: leaving?.username ?? "" })}
        confirmLabel={t("readers.stop")}
        busy={stop.isPending}
      />
    </section>
  );
}
