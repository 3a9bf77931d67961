// The look of the app's tab strips (a grey track, the chosen tab raised in white). On a phone the
// strip wraps onto a second row instead of scrolling, so every tab stays readable without a hidden
// scroll, and each tab is at least 44 px tall, a finger's size; from `sm` up the tabs keep their
// desktop size and width.
import clsx from "clsx";

export const segmentedListClasses = "flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800";

export const segmentedTabClasses = (selected: boolean, className?: string) =>
  clsx(
    "inline-flex min-h-11 grow items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 data-focus:ring-2 data-focus:ring-indigo-500 sm:min-h-0 sm:grow-0 sm:px-4",
    selected
      ? "bg-white text-slate-900 shadow dark:bg-slate-700 dark:text-slate-50"
      : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-slate-50",
    className,
  );
