// The account repair's progress as the reader sees it while they wait at sign-in: what is
// happening, and the job's bar (components/ui/job-progress), whose stage text is a polite live
// region. Loaded only when a repair runs (uid-repair-status.tsx).
import { useTranslation } from "react-i18next";
import type { JobView } from "@shared";
import { JobProgress } from "@/components/ui/job-progress";

export default function UidRepairPanel({ job }: { job: JobView }) {
  const { t } = useTranslation("auth");
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("repair.description")}</p>
      <JobProgress job={job} />
    </>
  );
}
