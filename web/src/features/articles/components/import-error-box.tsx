// The 'Import Error' box of the create screen; on ACCESS_DENIED it offers 'Try PDF instead'.
import { AlertCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { ImportFailure } from "../import-errors";

export function ImportErrorBox({
  error,
  onTryPdf,
}: {
  error: ImportFailure;
  onTryPdf?: (() => void) | undefined;
}) {
  const { t } = useTranslation("articles");
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
    >
      <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div className="grid gap-2">
        <p className="font-semibold">{t("importError.title")}</p>
        <p className="text-sm">{error.message}</p>
        {error.type === "ACCESS_DENIED" && onTryPdf && (
          <div>
            <Button variant="outline" onClick={onTryPdf}>
              {t("importError.tryPdf")}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
