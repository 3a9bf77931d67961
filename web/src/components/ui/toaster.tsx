// The toast viewport: newest first, 420 px wide on medium screens and up, F8 focuses it, and a
// toast closes by its button, after its duration, or when swiped right past 50 px. While the
// comment panel is open the viewport moves out of its way (app/index.css).
import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { X } from "lucide-react";
import clsx from "clsx";
import {
  dismissToast,
  getToasts,
  retranslateToasts,
  subscribeToasts,
  type ToastItem,
} from "@/components/ui/toast-store";

export const SWIPE_THRESHOLD_PX = 50;
export const VIEWPORT_HOTKEY = "F8";

const variantClasses: Record<ToastItem["variant"], string> = {
  default:
    "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-50",
  // red-700, not 600: white text at the description's 90 % opacity needs it for 4.5:1 contrast.
  destructive: "border-red-700 bg-red-700 text-white",
  achievement: "border-indigo-500 bg-gradient-to-r from-indigo-500 to-purple-600 text-white",
};

// The toaster sits above the routes' Suspense boundary, so it never suspends: `common` is loaded
// with every language before the language switches (lib/i18n).
const NO_SUSPENSE = { useSuspense: false } as const;

function Toast({ item }: { item: ToastItem }) {
  const { t } = useTranslation("common", NO_SUSPENSE);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (offset > SWIPE_THRESHOLD_PX) dismissToast(item.id);
    else setOffset(0);
  };

  // The live region is inside the <li>: a role on the <li> itself would take it out of the list.
  return (
    <li
      data-variant={item.variant}
      className={clsx(
        "pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-md border p-4 pr-12 shadow-lg sm:pr-8",
        variantClasses[item.variant],
      )}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div
        role="status"
        aria-live={item.variant === "destructive" ? "assertive" : "polite"}
        aria-atomic="true"
        className="grid gap-1"
      >
        {item.title && <div className="text-sm font-semibold">{item.title}</div>}
        {item.description && <div className="text-sm opacity-90">{item.description}</div>}
        {item.action && (
          <div>
            <button
              type="button"
              className="mt-1 min-h-11 rounded-md border border-current px-3 py-1 text-sm font-medium sm:min-h-0 hover:opacity-80 focus:outline-none focus-visible:ring-2"
              onClick={() => {
                item.action?.onClick();
                dismissToast(item.id);
              }}
            >
              {item.action.label}
            </button>
          </div>
        )}
      </div>
      <button
        type="button"
        aria-label={t("actions.close")}
        className="absolute top-0 right-0 inline-flex min-h-11 min-w-11 items-center justify-center rounded p-1 opacity-70 sm:top-2 sm:right-2 sm:min-h-0 sm:min-w-0 hover:opacity-100 focus:opacity-100 focus:outline-none focus-visible:ring-2"
        onClick={() => dismissToast(item.id)}
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </li>
  );
}

/** Renders the open toasts; mount once near the root. */
export function Toaster() {
  const { t, i18n } = useTranslation("common", NO_SUSPENSE);
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const viewport = useRef<HTMLOListElement>(null);

  // i18next has loaded the new language's texts before it says so.
  useEffect(() => {
    i18n.on("languageChanged", retranslateToasts);
    return () => i18n.off("languageChanged", retranslateToasts);
  }, [i18n]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === VIEWPORT_HOTKEY) viewport.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  // Portalled to <body>: a modal dialog makes the app's root inert, and its toasts must stay visible.
  return createPortal(
    <section aria-label={t("toasts.region", { hotkey: VIEWPORT_HOTKEY })}>
      <ol
        ref={viewport}
        tabIndex={-1}
        data-testid="toast-viewport"
        className="toast-viewport pointer-events-none fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
      >
        {toasts
          .filter((item) => item.open)
          .map((item) => (
            <Toast key={item.id} item={item} />
          ))}
      </ol>
    </section>,
    document.body,
  );
}
