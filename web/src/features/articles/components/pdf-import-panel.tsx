// Import from PDF: a .pdf of at most 10 MB, picked or dropped (the drop zone is highlighted while a
// file is dragged over it), with three tips (images, password protection, text-based PDFs). A file
// shared from another app arrives chosen and, if it passes the same checks, is imported at once.
import { useEffect, useRef, useState, type DragEvent, type FormEvent } from "react";
import { FileUp, Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import clsx from "clsx";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { formatNumber } from "@/lib/i18n/format";
import { useImportFromPdf } from "../api/import-from-pdf";
import type { CreateEvent } from "../create-machine";
import { pdfFileProblem } from "../validation";
import { runImport } from "./run-import";

/** '312 KB' or '2.4 MB', the number in the language's own form. */
function formatSize(bytes: number, t: TFunction<"articles">): string {
  if (bytes < 1024 * 1024)
    return t("pdfImport.sizeKb", { size: formatNumber(Math.max(1, Math.round(bytes / 1024))) });
  const megabytes = formatNumber(bytes / (1024 * 1024), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return t("pdfImport.sizeMb", { size: megabytes });
}

export function PdfImportPanel({
  importing,
  dispatch,
  onImported,
  sharedFile,
}: {
  importing: boolean;
  dispatch: (event: CreateEvent) => void;
  onImported: (id: string) => void;
  /** A file shared to the app: chosen on arrival and imported at once when it passes the checks. */
  sharedFile?: File;
}) {
  const { t } = useTranslation("articles");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const importFromPdf = useImportFromPdf();

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const issue = pdfFileProblem(chosen);
    setProblem(issue);
    setFile(issue ? null : chosen);
  };

  const started = useRef(false);
  useEffect(() => {
    if (!sharedFile || started.current) return;
    started.current = true;
    const issue = pdfFileProblem(sharedFile);
    setProblem(issue);
    setFile(issue ? null : sharedFile);
    if (!issue) void runImport("pdf", () => importFromPdf.mutateAsync(sharedFile), dispatch, onImported);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!importing) choose(event.dataTransfer.files[0]);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (importing) return;
    if (!file) {
      toast({
        title: t("pdfImport.noFile"),
        description: t("pdfImport.noFileDescription"),
        variant: "destructive",
      });
      return;
    }
    await runImport("pdf", () => importFromPdf.mutateAsync(file), dispatch, onImported);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div
        data-testid="pdf-drop-zone"
        data-dragging={dragging ? "true" : "false"}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          if (!dragging) setDragging(true);
        }}
        onDragLeave={(event) => {
          event.preventDefault();
          setDragging(false);
        }}
        onDrop={onDrop}
        className={clsx(
          "flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors",
          dragging
            ? "border-indigo-500 bg-indigo-50 dark:bg-indigo-950/40"
            : "border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900",
        )}
      >
        <FileUp className="h-10 w-10 text-slate-400" aria-hidden />
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("pdfImport.drop")}</p>
        <Button variant="outline" onClick={() => input.current?.click()} disabled={importing}>
          {t("pdfImport.choose")}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".pdf,application/pdf"
          aria-label={t("pdfImport.fileLabel")}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        {file && (
          <p className="text-sm font-medium text-slate-800 dark:text-slate-100" data-testid="selected-pdf">
            {file.name} ({formatSize(file.size, t)})
          </p>
        )}
        <p className="text-xs text-slate-500 dark:text-slate-400">{t("pdfImport.limit")}</p>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
          {problem}
        </p>
      )}
      <div className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
        <p className="font-medium">{t("pdfImport.tips.title")}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>{t("pdfImport.tips.images")}</li>
          <li>{t("pdfImport.tips.password")}</li>
          <li>{t("pdfImport.tips.textBased")}</li>
        </ul>
      </div>
      <div>
        <Button type="submit" disabled={importing}>
          {importing ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <FileUp className="h-4 w-4" aria-hidden />
          )}
          {importing ? t("import.importing") : t("pdfImport.submit")}
        </Button>
      </div>
    </form>
  );
}
