// A small tooltip: opens after 700 ms; when another tooltip
// closed less than 300 ms ago it opens at once (moving along the sidebar feels instant).
import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from "react";
import clsx from "clsx";

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

let lastClosedAt = -Infinity;

export interface TooltipProps {
  content: ReactNode;
  side?: "top" | "right" | "bottom";
  children: ReactElement;
}

const sideClasses = {
  top: "bottom-full left-1/2 mb-2 -translate-x-1/2",
  right: "left-full top-1/2 ml-2 -translate-y-1/2",
  bottom: "top-full left-1/2 mt-2 -translate-x-1/2",
};

export function Tooltip({ content, side = "top", children }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    if (performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  };

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === "Escape" && hide()}
      aria-describedby={open ? id : undefined}
    >
      {children}
      {open && (
        <span
          role="tooltip"
          id={id}
          className={clsx(
            "pointer-events-none absolute z-50 rounded-md bg-slate-900 px-2.5 py-1 text-xs whitespace-nowrap text-white shadow-md dark:bg-slate-100 dark:text-slate-900",
            sideClasses[side],
          )}
        >
          {content}
        </span>
      )}
    </span>
  );
}
