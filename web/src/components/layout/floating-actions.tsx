// Home's floating action button: it expands on hover (or focus, or a tap on touch
// screens) into the Feedback and Upload article shortcuts.
import { useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { MessageSquarePlus, Plus, Upload } from "lucide-react";
import clsx from "clsx";
import { paths } from "@/config/paths";

const shortcutClasses =
  "flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-800 shadow-lg ring-1 ring-slate-200 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700 dark:hover:bg-slate-700";

export function FloatingActions() {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  const location = useLocation();
  return (
    <div
      className="fixed right-4 bottom-20 z-30 flex flex-col items-end gap-2 md:right-8 md:bottom-8"
      onPointerEnter={(event) => event.pointerType === "mouse" && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => event.key === "Escape" && setOpen(false)}
    >
      <div id="floating-actions" className={clsx("flex flex-col items-end gap-2", !open && "hidden")}>
        {/* The feedback form sends the page it was opened from, for whoever triages it. */}
        <Link to={paths.feedback.to()} state={{ from: location.pathname }} className={shortcutClasses}>
          <MessageSquarePlus className="h-4 w-4" aria-hidden /> {t("quickActions.feedback")}
        </Link>
        <Link to={paths.createArticle.to()} className={shortcutClasses}>
          <Upload className="h-4 w-4" aria-hidden /> {t("quickActions.uploadArticle")}
        </Link>
      </div>
      <button
        type="button"
        aria-label={t("quickActions.toggle")}
        aria-expanded={open}
        aria-controls="floating-actions"
        onClick={() => setOpen((value) => !value)}
        className="flex h-14 w-14 items-center justify-center rounded-full bg-indigo-600 text-white shadow-lg hover:bg-indigo-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2"
      >
        <Plus className={clsx("h-6 w-6 transition-transform", open && "rotate-45")} aria-hidden />
      </button>
    </div>
  );
}
