// The loading spinner (session loading, lazy screens).
import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import clsx from "clsx";

export function Spinner({ label, className }: { label?: string; className?: string }) {
  // The routes' Suspense fallback: it must not suspend itself (`common` is always loaded anyway).
  const { t } = useTranslation("common", { useSuspense: false });
  return (
    <div
      role="status"
      className={clsx("flex w-full items-center justify-center", className ?? "min-h-[50vh]")}
    >
      <Loader2 className="h-8 w-8 animate-spin text-indigo-600" aria-hidden />
      <span className="sr-only">{label ?? t("status.loading")}</span>
    </div>
  );
}
