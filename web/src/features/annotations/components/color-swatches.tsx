// The eight colours as buttons: each named for screen readers (aria-label) and on hover (title),
// the chosen one marked with a tick, arrow keys move between them.
import type { KeyboardEvent } from "react";
import { Check } from "lucide-react";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { HIGHLIGHT_COLORS } from "@shared/schemas/highlight-constants";
import { colorKey } from "../colors";

export function ColorSwatches({
  selected,
  onPick,
  onHover,
  label,
  autoFocus = false,
  firstShortcut,
}: {
  selected?: string | undefined;
  onPick: (color: string) => void;
  onHover?: (name: string | null) => void;
  label: string;
  autoFocus?: boolean;
  /** A key that picks the first colour, announced on its button (aria-keyshortcuts). */
  firstShortcut?: string;
}) {
  const { t } = useTranslation("annotations");
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(event.currentTarget.querySelectorAll("button"));
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined || index === -1) return;
    event.preventDefault();
    buttons[(index + step + buttons.length) % buttons.length]?.focus();
  };
  return (
    // On a phone each button is a 44 px target (a finger's size) around the same small swatch;
    // from `sm` up the button is the swatch.
    <div role="group" aria-label={label} className="flex flex-wrap sm:gap-[3px]" onKeyDown={onKeyDown}>
      {HIGHLIGHT_COLORS.map((color, index) => {
        const name = t(colorKey(color.value));
        const chosen = selected?.toUpperCase() === color.value;
        return (
          <button
            key={color.value}
            type="button"
            aria-label={name}
            aria-pressed={selected ? chosen : undefined}
            title={name}
            autoFocus={autoFocus && index === 0}
            aria-keyshortcuts={index === 0 ? firstShortcut : undefined}
            // Keep the text selection when the mouse presses a swatch.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onHover?.(name)}
            onMouseLeave={() => onHover?.(null)}
            onFocus={() => onHover?.(name)}
            onBlur={() => onHover?.(null)}
            onClick={() => onPick(color.value)}
            className="group flex h-11 w-11 items-center justify-center rounded-full focus:outline-none sm:h-[22px] sm:w-[22px]"
          >
            <span
              style={{ backgroundColor: color.value }}
              className={clsx(
                "flex h-[22px] w-[22px] items-center justify-center rounded-full border text-slate-800 group-focus-visible:ring-2 group-focus-visible:ring-indigo-500 group-focus-visible:ring-offset-1",
                chosen ? "border-slate-800 dark:border-white" : "border-slate-300 dark:border-slate-500",
              )}
            >
              {chosen && <Check className="h-3 w-3" aria-hidden />}
            </span>
          </button>
        );
      })}
    </div>
  );
}
