// What the share popover's stand-in (./share-popover) and its real button (./share-popover-panel)
// share.
import type { ReactNode } from "react";
import type { ShareTarget } from "../share-content";

export const COPIED_MS = 2000;

export interface SharePopoverProps {
  target: ShareTarget;
  /** The trigger's accessible name, e.g. "Share article". */
  label: string;
  buttonClassName?: string;
  /** The trigger's content; an icon by default. */
  children?: ReactNode;
}

export const SHARE_BUTTON =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md p-2 text-slate-600 hover:bg-slate-100 sm:min-h-0 sm:min-w-0 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white";
