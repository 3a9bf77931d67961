// Import from PDF (spec 5, PDF): a .pdf of at most 10 MB, picked or dropped (the drop zone is
// highlighted while a file is dragged over it), with the spec's tips.
import { useRef, useState, type DragEvent, type FormEvent } from "react";
import { FileUp, Loader2 } from "lucide-react";
import clsx from "clsx";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { useImportFromPdf } from "../api/import-from-pdf";
import type { CreateEvent } from "../create-machine";
import { pdfFileProblem } from "../validation";
import { runImport } from "./run-import";

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function PdfImportPanel({
  importing,
  dispatch,
  onImported,
}: {
  importing: boolean;
  dispatch: (event: CreateEvent) => void;
  onImported: (id: string) => void;
}) {
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
        title: "No file selected",
        description: "Please select a PDF file to upload.",
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
        <p className="text-sm text-slate-600 dark:text-slate-300">Drag and drop a PDF here, or</p>
        <Button variant="outline" onClick={() => input.current?.click()} disabled={importing}>
          Choose PDF file
        </Button>
        <input
          ref={input}
          type="file"
          accept=".pdf,application/pdf"
          aria-label="PDF file"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        {file && (
          <p className="text-sm font-medium text-slate-800 dark:text-slate-100" data-testid="selected-pdf">
            {file.name} ({formatSize(file.size)})
          </p>
        )}
        <p className="text-xs text-slate-500 dark:text-slate-400">PDF files up to 10 MB</p>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
          {problem}
        </p>
      )}
      <div className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
        <p className="font-medium">Tips for PDF import</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>PDFs with images may need manual formatting</li>
          <li>Password-protected PDFs cannot be processed</li>
          <li>Best results with text-based PDFs</li>
        </ul>
      </div>
      <div>
        <Button type="submit" disabled={importing}>
          {importing ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <FileUp className="h-4 w-4" aria-hidden />
          )}
          {importing ? "Importing..." : "Import PDF"}
        </Button>
      </div>
    </form>
  );
}
