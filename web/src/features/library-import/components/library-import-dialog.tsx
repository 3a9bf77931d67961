// 'Bring your library': the reader picks another service's export file, sees what Spurq found in
// it (and what it will not take, and why), imports it as a job and follows it live to a summary
// with a downloadable report. The job has a fixed id per person (libraryImport-{uid}), so closing
// the dialog, reloading or opening it on another device shows the same import where it stands.
// Loaded lazily: nothing of it is in a screen's chunk until the reader opens it.
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, FileUp, Loader2 } from "lucide-react";
import clsx from "clsx";
import {
  LIBRARY_FORMAT_NAMES,
  LIBRARY_FORMATS,
  isJobActive,
  type JobView,
  type LibraryImportPreview,
  type LibraryImportSummary,
} from "@shared";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { JobProgress } from "@/components/ui/job-progress";
import { paths } from "@/config/paths";
import { formatNumber } from "@/lib/i18n/format";
import { downloadJobFile } from "@/lib/jobs/job-api";
import { useJob } from "@/lib/jobs/use-job";
import { usePreviewLibrary, useStartLibraryImport } from "../api/library-import";
import { isNotPrepared, libraryImportErrorText } from "../errors";

/** What the reader is doing before an import runs. */
type Step =
  | { kind: "pick"; error: string | null }
  | { kind: "uploading"; fileName: string }
  | { kind: "preview"; preview: LibraryImportPreview; error: string | null };

/** What the dialog shows: a step of its own, or the import job where it stands. */
type View = Step["kind"] | "loading" | "progress" | "finished";

const PICK: Step = { kind: "pick", error: null };

export interface LibraryImportDialogProps {
  open: boolean;
  onClose: () => void;
}

export default function LibraryImportDialog({ open, onClose }: LibraryImportDialogProps) {
  const { t } = useTranslation(["libraryImport", "jobs"]);
  const { job, show } = useJob("libraryImport");
  const [step, setStep] = useState<Step>(PICK);
  // The finished import the reader has put aside to import another file (by its start time:
  // every import of a person has the same job id).
  const [setAside, setSetAside] = useState<string | null>(null);
  const preview = usePreviewLibrary();
  const starter = useStartLibraryImport();
  const queryClient = useQueryClient();

  const view: View =
    job === undefined
      ? "loading"
      : job && isJobActive(job)
        ? "progress"
        : job && step.kind === "pick" && setAside !== job.startedAt
          ? "finished"
          : step.kind;

  // An import brings articles, tags, folders, highlights and points at once: every list the app
  // holds may be out of date when it ends.
  const watchedActive = useRef<string | null>(null);
  useEffect(() => {
    if (!job) return;
    if (isJobActive(job)) watchedActive.current = job.startedAt;
    else if (watchedActive.current === job.startedAt) {
      watchedActive.current = null;
      void queryClient.invalidateQueries();
    }
  }, [job, queryClient]);

  // Each view's heading takes the focus when the view changes, so a keyboard or screen reader
  // user is not left on a button that has gone.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<View | null>(null);
  useEffect(() => {
    if (shown.current !== null && shown.current !== view) heading.current?.focus();
    shown.current = view;
  }, [view]);

  const upload = (file: File) => {
    setStep({ kind: "uploading", fileName: file.name });
    preview.mutate(file, {
      onSuccess: (found) => setStep({ kind: "preview", preview: found, error: null }),
      onError: (error) => setStep({ kind: "pick", error: libraryImportErrorText(error) }),
    });
  };

  const start = (found: LibraryImportPreview) =>
    starter.mutate(undefined, {
      onSuccess: (started) => {
        setStep(PICK);
        show(started);
      },
      onError: (error) =>
        setStep(
          isNotPrepared(error)
            ? { kind: "pick", error: libraryImportErrorText(error) }
            : { kind: "preview", preview: found, error: libraryImportErrorText(error) },
        ),
    });

  const anotherFile = () => {
    if (job && !isJobActive(job)) setSetAside(job.startedAt);
    setStep(PICK);
  };

  return (
    <Modal open={open} onClose={onClose} title={t("title")} description={t("description")} wide>
      {view === "loading" && (
        <div role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> {t("loading")}
        </div>
      )}
      {view === "pick" && step.kind === "pick" && (
        <PickStep headingRef={heading} error={step.error} onFile={upload} />
      )}
      {view === "uploading" && step.kind === "uploading" && (
        <section className="grid gap-3">
          <StepHeading headingRef={heading}>{t("uploading.heading")}</StepHeading>
          <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
            {t("uploading.reading", { fileName: step.fileName })}
          </p>
        </section>
      )}
      {/* Before an import runs there is always a way out besides Escape. */}
      {(view === "loading" || view === "pick" || view === "uploading") && (
        <div className="mt-4 flex justify-end">
          <Button variant="outline" onClick={onClose}>
            {t("close")}
          </Button>
        </div>
      )}
      {view === "preview" && step.kind === "preview" && (
        <PreviewStep
          headingRef={heading}
          preview={step.preview}
          error={step.error}
          starting={starter.isPending}
          onImport={() => start(step.preview)}
          onAnotherFile={anotherFile}
        />
      )}
      {view === "progress" && job && (
        <section className="grid gap-3">
          <StepHeading headingRef={heading}>{t("progress.heading")}</StepHeading>
          <JobProgress job={job} />
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("progress.closeHint")}</p>
          <div className="flex justify-end">
            <Button variant="outline" onClick={onClose}>
              {t("close")}
            </Button>
          </div>
        </section>
      )}
      {view === "finished" && job && (
        <FinishedStep headingRef={heading} job={job} onAnotherFile={anotherFile} onClose={onClose} />
      )}
    </Modal>
  );
}

function StepHeading({
  headingRef,
  children,
}: {
  headingRef: React.Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <h3
      ref={headingRef}
      tabIndex={-1}
      className="text-base font-semibold text-slate-900 focus:outline-none dark:text-slate-50"
    >
      {children}
    </h3>
  );
}

function PickStep({
  headingRef,
  error,
  onFile,
}: {
  headingRef: React.Ref<HTMLHeadingElement>;
  error: string | null;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation("libraryImport");
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <section className="grid gap-4">
      <StepHeading headingRef={headingRef}>{t("pick.heading")}</StepHeading>
      <details className="text-sm text-slate-700 dark:text-slate-200">
        <summary className="cursor-pointer rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
          {t("pick.formats")}
        </summary>
        <ul className="mt-2 list-disc pl-6">
          {LIBRARY_FORMATS.map((format) => (
            <li key={format}>{LIBRARY_FORMAT_NAMES[format]}</li>
          ))}
        </ul>
      </details>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={clsx(
          "grid gap-2 rounded-lg border-2 border-dashed p-4",
          dragging
            ? "border-indigo-500 bg-indigo-50 dark:bg-indigo-950"
            : "border-slate-300 dark:border-slate-600",
        )}
      >
        <label
          htmlFor={inputId}
          className="flex items-center gap-2 text-sm font-medium text-slate-900 dark:text-slate-50"
        >
          <FileUp className="h-4 w-4" aria-hidden /> {t("pick.label")}
        </label>
        <input
          id={inputId}
          type="file"
          aria-describedby={hintId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be chosen again after an error: the input must report it again.
            event.target.value = "";
            if (file) onFile(file);
          }}
          className="text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-600 file:px-4 file:py-2 file:text-sm file:font-medium file:text-white hover:file:bg-indigo-700 dark:text-slate-200"
        />
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-300">
          {t("pick.hint")}
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm whitespace-pre-line text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </section>
  );
}

/** Label and number pairs, as a definition list. */
function Counts({ items }: { items: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
      {items.map(([label, value]) => (
        // A label on two lines must not push its number below the row's others.
        <div key={label} className="flex flex-col justify-between gap-0.5">
          <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums dark:text-slate-50">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PreviewStep({
  headingRef,
  preview,
  error,
  starting,
  onImport,
  onAnotherFile,
}: {
  headingRef: React.Ref<HTMLHeadingElement>;
  preview: LibraryImportPreview;
  error: string | null;
  starting: boolean;
  onImport: () => void;
  onAnotherFile: () => void;
}) {
  const { t } = useTranslation("libraryImport");
  const skippedId = useId();
  const more = preview.skippedCount - preview.skipped.length;
  return (
    <section className="grid gap-4">
      <StepHeading headingRef={headingRef}>
        {t("preview.heading", { format: LIBRARY_FORMAT_NAMES[preview.format] ?? preview.format })}
      </StepHeading>
      <p className="text-sm break-all text-slate-600 dark:text-slate-300">
        {t("preview.file", { fileName: preview.fileName })}
      </p>
      <Counts
        items={[
          [t("counts.articles"), formatNumber(preview.articles)],
          [t("counts.highlights"), formatNumber(preview.highlights)],
          [t("counts.notes"), formatNumber(preview.notes)],
          [t("counts.tags"), formatNumber(preview.tags)],
          [t("counts.folders"), formatNumber(preview.folders)],
          [t("counts.toFetch"), formatNumber(preview.toFetch)],
        ]}
      />
      {preview.toFetch > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("preview.toFetchHint")}</p>
      )}
      {preview.skippedCount > 0 && (
        <div className="grid gap-2">
          <h4 id={skippedId} className="text-sm font-semibold text-slate-900 dark:text-slate-50">
            {t("preview.skippedHeading", { n: formatNumber(preview.skippedCount) })}
          </h4>
          {/* Focusable so a keyboard can scroll a long list. */}
          <div
            role="region"
            aria-labelledby={skippedId}
            tabIndex={0}
            className="max-h-48 overflow-y-auto rounded-md border border-slate-200 p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-700"
          >
            <ul className="grid gap-1 text-sm">
              {preview.skipped.map((skip, index) => (
                <li key={`${skip.source}-${index}`} className="text-slate-700 dark:text-slate-200">
                  {/* A reason may already say where it is ("line 4: …"): the place is not said twice. */}
                  {skip.reason.startsWith(skip.source) ? (
                    skip.reason
                  ) : (
                    <>
                      <span className="font-medium text-slate-900 dark:text-slate-50">{skip.source}</span>
                      {`: ${skip.reason}`}
                    </>
                  )}
                </li>
              ))}
            </ul>
            {more > 0 && (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
                {t("preview.andMore", { n: formatNumber(more) })}
              </p>
            )}
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onAnotherFile} disabled={starting}>
          {t("anotherFile")}
        </Button>
        <Button variant="primary" onClick={onImport} disabled={starting || preview.articles === 0}>
          {starting ? t("preview.starting") : t("preview.import")}
        </Button>
      </div>
    </section>
  );
}

function FinishedStep({
  headingRef,
  job,
  onAnotherFile,
  onClose,
}: {
  headingRef: React.Ref<HTMLHeadingElement>;
  job: JobView;
  onAnotherFile: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("libraryImport");
  const navigate = useNavigate();
  const download = useMutation({ mutationFn: downloadJobFile });
  const summary: LibraryImportSummary | undefined = job.result?.summary;
  const failed = job.state === "failed";

  return (
    <section className="grid gap-4">
      <StepHeading headingRef={headingRef}>{failed ? t("failed.heading") : t("summary.heading")}</StepHeading>
      {failed ? (
        <JobProgress job={job} />
      ) : (
        summary && (
          <Counts
            items={[
              [t("summary.imported"), formatNumber(summary.imported)],
              [t("summary.alreadyThere"), formatNumber(summary.alreadyThere)],
              [t("summary.failed"), formatNumber(summary.failed)],
              [t("summary.highlights"), formatNumber(summary.highlights)],
              [t("summary.highlightsNotFound"), formatNumber(summary.highlightsNotFound)],
              [t("summary.notes"), formatNumber(summary.notes)],
            ]}
          />
        )
      )}
      {!failed && summary && summary.highlightsNotFound > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("summary.notFoundHint")}</p>
      )}
      {!failed && summary && summary.failed > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("summary.failedHint")}</p>
      )}
      {download.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {libraryImportErrorText(download.error)}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onAnotherFile}>
          {t("summary.anotherImport")}
        </Button>
        {job.result && (
          <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate(job)}>
            <Download className="h-4 w-4" aria-hidden />
            {download.isPending ? t("summary.downloading") : t("summary.download")}
          </Button>
        )}
        {failed && (
          <Button variant="outline" onClick={onClose}>
            {t("close")}
          </Button>
        )}
        {!failed && (
          <Button
            variant="primary"
            onClick={() => {
              onClose();
              navigate(paths.articles.to());
            }}
          >
            {t("summary.goToArticles")}
          </Button>
        )}
      </div>
    </section>
  );
}
