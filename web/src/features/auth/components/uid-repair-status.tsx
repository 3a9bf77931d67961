// Where an account repair shows while it runs (the session flows' showRepair): a panel over
// whatever screen is up, usually the sign-in page. A status region that is always in the page
// says that the repair started (a live region inserted together with its text is often not
// announced); the panel's bar then announces each stage (components/ui/job-progress). The panel
// loads on demand, with the jobs texts: the first screen carries only this.
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { JobView } from "@shared";

const UidRepairPanel = lazy(() => import("./uid-repair-panel"));

export function UidRepairStatus({ job }: { job: JobView | null }) {
  const { t } = useTranslation("auth");
  return (
    <>
      <p role="status" className="sr-only">
        {job ? t("repair.title") : ""}
      </p>
      {job && (
        <Suspense fallback={null}>
          <UidRepairPanel job={job} />
        </Suspense>
      )}
    </>
  );
}
