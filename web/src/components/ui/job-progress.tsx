// A job's progress (docs/architecture.md, Jobs) as a person reads it: a progress bar of `done` of
// `total`, what is being done in words, "N of M", and, when the job failed, its reason. Texts in
// the jobs namespace; the stage is a key per kind of job, the error the server's sentence.
import { useTranslation } from "react-i18next";
import type { JobView } from "@shared";
import { translateMessage } from "@/lib/i18n";
import { formatNumber } from "@/lib/i18n/format";

const PROGRESSBAR_ROLE = "progressbar";

/** What the job is doing, in words. */
function useStageText(job: JobView): string {
  const { t } = useTranslation("jobs");
  if (job.state === "queued") return t("queued");
  if (job.state === "failed") return t("failed");
  const stage = t(`stages.${job.kind}.${job.stage}`, { defaultValue: "" });
  if (stage) return stage;
  return job.state === "done" ? t("done") : t("working");
}

export function JobProgress({ job }: { job: JobView }) {
  const { t } = useTranslation("jobs");
  const stage = useStageText(job);
  const max = Math.max(job.total, 1);
  const now = job.state === "done" ? max : Math.min(Math.max(job.done, 0), max);
  const percent = Math.round((now / max) * 100);
  const count =
    job.total > 0
      ? t("count", { done: formatNumber(Math.min(job.done, job.total)), total: formatNumber(job.total) })
      : "";

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p className="text-slate-700 dark:text-slate-200" aria-live="polite">
          {stage}
        </p>
        {count && <p className="text-slate-500 tabular-nums dark:text-slate-400">{count}</p>}
      </div>
      <div
        role={PROGRESSBAR_ROLE}
        aria-label={t(`label.${job.kind}`, { defaultValue: t("label.other") })}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={now}
        aria-valuetext={count ? `${stage} ${count}` : stage}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={
            job.state === "failed"
              ? "h-full rounded-full bg-red-600 dark:bg-red-400"
              : "h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-400"
          }
          style={{ width: `${percent}%` }}
        />
      </div>
      {job.state === "failed" && job.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {translateMessage(job.error)}
        </p>
      )}
    </div>
  );
}
