// Home's first-run checklist: save a first article (a sample one click away), highlight a passage,
// find a friend, ask a first spurq. Each step ticks itself from the achievements the shell already
// loads (first-run-steps.ts). The list goes once all four are done, or when the reader hides it; hiding
// is kept in their preferences (firstRunDismissed), so it stays gone after a reload and on every
// device. While either is unknown nothing shows, so a hidden list never flashes.
import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { CheckCircle2, Circle, X } from "lucide-react";
import clsx from "clsx";
import { Button, buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { paths } from "@/config/paths";
import { i18n } from "@/lib/i18n";
import { useAchievements } from "@/features/progress/api/get-achievements";
import { usePreferences } from "@/features/settings/api/get-preferences";
import { useUpdatePreferences } from "@/features/settings/api/update-preferences";
import { FIRST_RUN_STEPS, stepsDone, type FirstRunStep } from "./first-run-steps";
import { useOpenSampleArticle } from "./open-sample-article";

const HEADING_ID = "first-run-title";
const FIRST_RUN_NAMESPACE = "firstRun";

/**
 * `onAsk` opens Home's 'Ask a friend' dialog. Whether to show is decided from data the app already
 * holds; the list's texts load only when it shows, in their own Suspense, so Home neither waits for
 * them nor loads them for a reader past their first steps.
 */
export function FirstRunChecklist({ onAsk }: { onAsk: () => void }) {
  const preferences = usePreferences(true);
  const achievements = useAchievements();
  const dismiss = useUpdatePreferences();

  if (!preferences.data || !achievements.data) return null;
  const done = stepsDone(achievements.data);
  // Hidden as soon as the reader asks, and back with a toast should saving that fail.
  if (
    preferences.data.firstRunDismissed ||
    dismiss.isPending ||
    FIRST_RUN_STEPS.every((step) => done[step])
  ) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <Checklist
        done={done}
        onAsk={onAsk}
        onDismiss={(onError) => dismiss.mutate({ firstRunDismissed: true }, { onError })}
      />
    </Suspense>
  );
}

/**
 * Whether the checklist knows if it shows, with its texts loaded when it does, so Home can hold
 * what follows it until then and the list never pushes content down. Its texts load only for a
 * reader it shows to.
 */
export function useFirstRunChecklistSettled(): boolean {
  const preferences = usePreferences(true);
  const achievements = useAchievements();
  const shows =
    preferences.data !== undefined &&
    achievements.data !== undefined &&
    !preferences.data.firstRunDismissed &&
    !FIRST_RUN_STEPS.every((step) => stepsDone(achievements.data)[step]);
  const [textsLoaded, setTextsLoaded] = useState(() => i18n.hasLoadedNamespace(FIRST_RUN_NAMESPACE));
  useEffect(() => {
    if (!shows || textsLoaded) return;
    let live = true;
    void i18n.loadNamespaces(FIRST_RUN_NAMESPACE).finally(() => {
      if (live) setTextsLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [shows, textsLoaded]);
  if (preferences.isPending || achievements.isPending) return false;
  return !shows || textsLoaded;
}

function Checklist({
  done,
  onAsk,
  onDismiss,
}: {
  done: Record<FirstRunStep, boolean>;
  onAsk: () => void;
  onDismiss: (onError: () => void) => void;
}) {
  const { t } = useTranslation(FIRST_RUN_NAMESPACE);
  const sample = useOpenSampleArticle();
  const section = useRef<HTMLElement>(null);
  const doneCount = FIRST_RUN_STEPS.filter((step) => done[step]).length;

  const hide = () => {
    // The button goes with the list: focus moves to the screen's content, not to the page's end.
    section.current?.closest("main")?.focus();
    onDismiss(() => toast({ title: t("dismissFailed"), variant: "destructive" }));
  };
  const openSample = () =>
    sample.mutate(undefined, {
      onError: () => toast({ title: t("sampleFailed"), variant: "destructive" }),
    });

  const sampleButton = (
    <Button size="sm" onClick={openSample} disabled={sample.isPending}>
      {t("actions.sample")}
    </Button>
  );
  const actions: Record<FirstRunStep, ReactNode> = {
    article: (
      <>
        {sampleButton}
        <Link to={paths.createArticle.to()} className={buttonClasses("outline", undefined, "sm")}>
          {t("actions.addArticle")}
        </Link>
      </>
    ),
    // With an article saved, the sample is still the quickest passage to try a highlight on.
    highlight: done.article ? sampleButton : null,
    friend: (
      <Link to={paths.friends.to({ find: true })} className={buttonClasses("outline", undefined, "sm")}>
        {t("actions.findPeople")}
      </Link>
    ),
    spurq: (
      <Button variant="outline" size="sm" onClick={onAsk}>
        {t("actions.ask")}
      </Button>
    ),
  };

  return (
    <section
      ref={section}
      aria-labelledby={HEADING_ID}
      data-testid="first-run-checklist"
      className="relative mb-6 rounded-xl border border-indigo-200 bg-white p-5 dark:border-indigo-900 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 pr-8">
        <h2 id={HEADING_ID} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          {t("title")}
        </h2>
        <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">
          {t("progress", { done: doneCount, total: FIRST_RUN_STEPS.length })}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("intro")}</p>
      <ol className="mt-4 grid gap-3">
        {FIRST_RUN_STEPS.map((step) => {
          const isDone = done[step];
          const Icon = isDone ? CheckCircle2 : Circle;
          // On a phone a step's buttons go under its text, which keeps the whole width; from sm up
          // they sit at the row's end.
          return (
            <li
              key={step}
              data-step={step}
              data-done={isDone}
              className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-2 sm:grid-cols-[auto_1fr_auto]"
            >
              <Icon
                className={clsx(
                  "mt-0.5 h-5 w-5 shrink-0",
                  isDone ? "text-emerald-600 dark:text-emerald-400" : "text-slate-400",
                )}
                aria-hidden
              />
              <div className="min-w-0 flex-1">
                <p
                  className={clsx(
                    "text-sm font-medium",
                    isDone
                      ? "text-slate-500 line-through dark:text-slate-400"
                      : "text-slate-900 dark:text-slate-50",
                  )}
                >
                  {t(`steps.${step}.title`)}
                  <span className="sr-only">{`: ${isDone ? t("done") : t("notDone")}`}</span>
                </p>
                {!isDone && (
                  <p className="text-sm text-slate-600 dark:text-slate-300">{t(`steps.${step}.hint`)}</p>
                )}
              </div>
              {!isDone && actions[step] && (
                <div className="col-start-2 flex flex-wrap gap-2 sm:col-start-3 sm:row-start-1">
                  {actions[step]}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        onClick={hide}
        aria-label={t("dismiss")}
        title={t("dismiss")}
        className="absolute right-3 top-3 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </section>
  );
}
