// Settings → Account: the buttons of 'Export my data', as one JSON file or a zip of Markdown files.
// The export is fetched with the ID token (a plain link cannot carry it) and handed to the browser's
// download.
import { useTranslation } from "react-i18next";
import { Download } from "lucide-react";
import { EXPORT_FORMATS } from "@shared";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { translateMessage } from "@/lib/i18n";
import { useExportData, type ExportFormat } from "../api/export-data";
import { serverText } from "./profile-errors";

export function ExportDataSection() {
  const { t } = useTranslation("settings-account");
  const exporter = useExportData();
  const busy = exporter.isPending;

  const start = (format: ExportFormat) =>
    exporter.mutate(format, {
      onSuccess: (filename) =>
        toast({ title: t("export.done"), description: t("export.doneDescription", { filename }) }),
      onError: (error) =>
        toast({
          title: t("export.failed"),
          description: translateMessage(serverText(error)),
          variant: "destructive",
        }),
    });

  return (
    <div className="flex flex-wrap items-center gap-2">
      {EXPORT_FORMATS.map((format) => (
        <Button key={format} variant="outline" disabled={busy} onClick={() => start(format)}>
          <Download className="h-4 w-4" aria-hidden /> {t(`export.${format}`)}
        </Button>
      ))}
      <span className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
        {busy ? t("export.preparing") : ""}
      </span>
    </div>
  );
}
