// Settings → Account: 'Export my data', as one JSON file or a zip of Markdown files. A button
// starts the export job; its progress shows live (also after a reload, or on another device);
// once it is done the file is fetched with the ID token (a plain link cannot carry it) and handed
// to the browser's download: at once, the first time this tab sees it finish, and again from the
// Download button for as long as the server keeps it (a day).
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { EXPORT_FORMATS, isJobActive, type JobView } from "@shared";
import { Button } from "@/components/ui/button";
import { JobProgress } from "@/components/ui/job-progress";
import { toast } from "@/components/ui/toast-store";
import { translateMessage } from "@/lib/i18n";
import { formatDateTime } from "@/lib/i18n/format";
import { downloadJobFile } from "@/lib/jobs/job-api";
import { useJob } from "@/lib/jobs/use-job";
import { useStartExport, type ExportFormat } from "../api/export-data";
import { serverText } from "./profile-errors";

export function ExportDataSection() {
  const { t } = useTranslation("settings-account");
  const { job, show } = useJob("export");
  const starter = useStartExport();
  const download = useMutation({ mutationFn: downloadJobFile });
  const active = job ? isJobActive(job) : false;
  const ready = job?.state === "done" && job.result ? job : null;

  const failed = useCallback(
    (error: unknown) =>
      toast({
        title: t("export.failed"),
        description: translateMessage(serverText(error)),
        variant: "destructive",
      }),
    [t],
  );

  const { mutate: fetchFile } = download;
  const save = useCallback(
    (finished: JobView) =>
      fetchFile(finished, {
        onSuccess: (filename) =>
          toast({ title: t("export.done"), description: t("export.doneDescription", { filename }) }),
        onError: failed,
      }),
    [fetchFile, failed, t],
  );

  // The export this tab saw at work (by its start time: every export of a person has the same
  // job id), downloaded once when it is done.
  const awaited = useRef<string | null>(null);
  useEffect(() => {
    if (!job) return;
    if (isJobActive(job)) awaited.current = job.startedAt;
    else if (awaited.current === job.startedAt) {
      awaited.current = null;
      if (job.state === "done" && job.result) save(job);
    }
  }, [job, save]);

  const start = (format: ExportFormat) => starter.mutate(format, { onSuccess: show, onError: failed });

  return (
    <div className="grid gap-4">
      {job && (active || job.state === "failed") && <JobProgress job={job} />}
      {ready && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {t("export.ready", { date: formatDateTime(ready.updatedAt) })}
          </p>
          <Button variant="primary" disabled={download.isPending} onClick={() => save(ready)}>
            <Download className="h-4 w-4" aria-hidden />{" "}
            {download.isPending ? t("export.downloading") : t("export.download")}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            variant="outline"
            disabled={active || starter.isPending}
            onClick={() => start(format)}
          >
            <Download className="h-4 w-4" aria-hidden /> {t(`export.${format}`)}
          </Button>
        ))}
        <span className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
          {starter.isPending ? t("export.preparing") : ""}
        </span>
      </div>
    </div>
  );
}
