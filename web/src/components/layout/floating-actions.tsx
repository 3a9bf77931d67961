// Home's floating action button: a disclosure that opens into the Upload article and Feedback
// shortcuts. A mouse resting on it shows them too (hover), but a click or Enter is what keeps them
// open or closes them.
//
// The open state used to be one boolean that hover, focus and click all set: pointing at the
// button opened it, pressing the mouse focused it (open again), and the click then toggled it
// shut, so the first click (or Enter after tabbing to it) closed what had just opened. Hover now
// only previews; the click's own state ("pinned") is the only thing a click toggles, and focus
// opens nothing.
import { useRef, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { MessageSquarePlus, Plus, Upload } from "lucide-react";
import clsx from "clsx";
import { paths } from "@/config/paths";

const shortcutClasses =
  "flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-800 shadow-lg ring-1 ring-slate-200 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700 dark:hover:bg-slate-700";

/**
 * The room the button takes at the bottom right; the screen that shows it keeps its content out of
 * it (a right gutter from md up, space below the content on a phone).
 */
export const FLOATING_ACTIONS_CLEARANCE = "pb-40 md:pr-20 md:pb-0";

export function FloatingActions() {
  const { t } = useTranslation("common");
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const open = hovered || pinned;
  const close = () => {
    setPinned(false);
    setHovered(false);
  };
  return (
    // Reversed: the button comes first in the tab order, its shortcuts (drawn above it) after it.
    <div
      data-testid="floating-actions"
      className="fixed right-4 bottom-20 z-30 flex flex-col-reverse items-end gap-2 md:right-8 md:bottom-8"
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHovered(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPinned(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        close();
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label={t("quickActions.toggle")}
        aria-expanded={open}
        aria-controls="floating-actions"
        onClick={() => (pinned ? close() : setPinned(true))}
        className="flex h-14 w-14 items-center justify-center rounded-full bg-indigo-600 text-white shadow-lg hover:bg-indigo-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2"
      >
        <Plus className={clsx("h-6 w-6 transition-transform", open && "rotate-45")} aria-hidden />
      </button>
      <div id="floating-actions" className={clsx("flex flex-col-reverse items-end gap-2", !open && "hidden")}>
        <Link to={paths.createArticle.to()} className={shortcutClasses}>
          <Upload className="h-4 w-4" aria-hidden /> {t("quickActions.uploadArticle")}
        </Link>
        {/* The feedback form sends the page it was opened from, for whoever triages it. */}
        <Link to={paths.feedback.to()} state={{ from: location.pathname }} className={shortcutClasses}>
          <MessageSquarePlus className="h-4 w-4" aria-hidden /> {t("quickActions.feedback")}
        </Link>
      </div>
    </div>
  );
}
