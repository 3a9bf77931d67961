// The toolbar that appears on a text selection (a 220 x 90 px area, 200 x 124 on a phone, kept
// 20 px from the viewport's edges) with the eight colours; picking one creates the highlight, and
// so does the H key in the first colour (it says so where there is likely a keyboard).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useKeyboardHints } from "@/lib/use-keyboard-hints";
import { toolbarSize } from "../colors";
import { ColorSwatches } from "./color-swatches";

export function SelectionToolbar({
  position,
  onPick,
  onClose,
  busy,
  autoFocus,
}: {
  position: { top: number; left: number };
  onPick: (color: string) => void;
  onClose: () => void;
  busy: boolean;
  autoFocus: boolean;
}) {
  const { t } = useTranslation("annotations");
  const [hovered, setHovered] = useState<string | null>(null);
  const keyboardHints = useKeyboardHints();
  const size = toolbarSize({ width: window.innerWidth });
  return (
    <div
      role="toolbar"
      aria-label={t("toolbar.label")}
      data-testid="selection-toolbar"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
      style={{ top: position.top, left: position.left, width: size.width, height: size.height }}
      className="fixed z-40 flex flex-col justify-between rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="text-xs font-medium text-slate-600 dark:text-slate-300" aria-live="polite">
        {busy
          ? t("toolbar.saving")
          : hovered
            ? t("toolbar.highlightIn", { color: hovered })
            : t("toolbar.pick")}
        {/* The keyboard shortcut (the reading screen listens for it while text is selected). */}
        {keyboardHints && !busy && !hovered && (
          <span className="block text-slate-500 dark:text-slate-400">{t("toolbar.shortcut")}</span>
        )}
      </p>
      <ColorSwatches
        label={t("toolbar.colour")}
        onPick={(color) => !busy && onPick(color)}
        onHover={setHovered}
        autoFocus={autoFocus}
        firstShortcut="H"
      />
    </div>
  );
}
