// Home's question of the day: a passage the user may read, with a friend's question
// about it or a reflective prompt, and a link to its article. Shown until dismissed; the caller
// leaves it out when the daily quote notification is explicitly off; nothing shows when there is
// no question. While the dismissal status loads nothing shows, so a dismissed question never flashes.
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Lightbulb, X } from "lucide-react";
import { toast } from "@/components/ui/toast-store";
import { paths } from "@/config/paths";
import { useDailyQuestion } from "../api/get-daily-question";
import { useQuestionDismissed } from "../api/get-question-dismissed";
import { useDismissQuestion } from "../api/dismiss-question";
import { TOUCH_TARGET } from "@/components/ui/touch";

/**
 * Whether the banner knows what it shows (a question, or nothing because there is none or it was
 * dismissed), so Home can hold what follows it until then and the banner never pushes content
 * down. `enabled` false when the question of the day is off.
 */
export function useDailyQuestionSettled(enabled: boolean): boolean {
  const question = useDailyQuestion(enabled);
  const dismissed = useQuestionDismissed(enabled ? question.data?.id : undefined);
  if (!enabled) return true;
  if (question.isPending) return false;
  return !question.data || !dismissed.isPending;
}

export function DailyQuestionBanner() {
  const { t } = useTranslation("homeExtras");
  const { data: question } = useDailyQuestion();
  const dismissed = useQuestionDismissed(question?.id);
  const dismiss = useDismissQuestion();

  // An unknown dismissal status (the check failed) shows the question: hiding it would lose it.
  if (!question || dismissed.isPending || dismissed.data?.isDismissed) return null;

  const onDismiss = () =>
    dismiss.mutate(
      { questionId: question.id },
      {
        onError: () =>
          toast({
            title: t("question.dismissFailedTitle"),
            description: t("question.dismissFailed"),
            variant: "destructive",
          }),
      },
    );

  return (
    <section
      aria-labelledby="daily-question-title"
      className="relative mb-6 rounded-xl border border-amber-200 bg-amber-50 p-5 pr-12 dark:border-amber-900 dark:bg-amber-950/40"
    >
      <h2
        id="daily-question-title"
        className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-amber-800 dark:text-amber-200"
      >
        <Lightbulb className="h-4 w-4" aria-hidden />
        {t("question.title")}
      </h2>
      <blockquote className="mt-3 border-l-4 border-amber-400 pl-3 text-base italic text-slate-800 dark:border-amber-600 dark:text-slate-100">
        {question.highlightText}
      </blockquote>
      <p className="mt-3 text-base font-medium text-slate-900 dark:text-slate-50">{question.question}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        <Trans
          t={t}
          i18nKey="question.from"
          values={{ title: question.articleTitle }}
          // The article's title is a link inside the sentence, wherever the language puts it ('a':
          // a tag the parser does not take for an empty element, as it would 'link').
          components={{
            a: (
              <Link
                to={paths.article.to(question.articleId)}
                className="font-medium text-indigo-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-300"
              />
            ),
          }}
        />
      </p>
      <button
        type="button"
        onClick={onDismiss}
        disabled={dismiss.isPending}
        aria-label={t("question.dismiss")}
        className={`absolute top-3 right-3 inline-flex items-center justify-center rounded-md p-1.5 ${TOUCH_TARGET} text-amber-900 hover:bg-amber-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-50 dark:text-amber-100 dark:hover:bg-amber-900/60`}
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </section>
  );
}
