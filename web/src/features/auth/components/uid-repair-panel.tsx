// The account repair's progress as the reader sees it while they wait at sign-in: what is
// happening, and the job's bar (components/ui/job-progress), whose stage text is a polite live
// region. Loaded only when a repair runs (uid-repair-status.tsx).
import { useTranslation } from "react-i18next";
import type { JobView } from "@shared";
import { JobProgress } from "@/components/ui/job-progress";

export default function UidRepairPanel({ job }: { job: JobView }) {
  const { t } = useTranslation(["auth", "jobs"]);
  return (
    <section
      aria-labelledby="uid-repair-title"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto grid max-w-md gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="uid-repair-title" className="font-semibold text-slate-900 dark:text-slate-100">
        {t("auth:repair.title")}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("jobs:intro.accountRepair")}</p>
      <JobProgress job={job} />
    </section>
  );
}
