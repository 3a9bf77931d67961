// The eight highlight colours with the names people read and hear.
import { HIGHLIGHT_COLORS } from "@shared/schemas/highlight-constants";

type ColorName = Lowercase<(typeof HIGHLIGHT_COLORS)[number]["name"]>;

/** The key of a colour's name in the `annotations` texts; one outside the eight is 'Custom'. */
export function colorKey(value: string): `colors.${ColorName | "custom"}` {
  const name = HIGHLIGHT_COLORS.find((c) => c.value === value.toUpperCase())?.name;
  return name ? `colors.${name.toLowerCase() as ColorName}` : "colors.custom";
}

/** The selection toolbar's area and its distance from the viewport's edges. */
export const TOOLBAR_WIDTH = 220;
export const TOOLBAR_HEIGHT = 90;
export const TOOLBAR_MARGIN = 20;
const GAP = 8;
/** Below this width (Tailwind's `sm`) the screen is a phone's. */
const PHONE_BELOW = 640;

/**
 * The toolbar's size on a screen `viewport.width` wide. A phone's swatches are 44 px targets, four
 * to a row in two rows (and no keyboard hint), so its toolbar is narrower and taller.
 */
export function toolbarSize(viewport: { width: number }): { width: number; height: number } {
  return viewport.width < PHONE_BELOW
    ? { width: 200, height: 124 }
    : { width: TOOLBAR_WIDTH, height: TOOLBAR_HEIGHT };
}

/**
 * Where the toolbar goes for a selection's bounding box (viewport coordinates): centred above
 * it, below it when there is no room above, and never within 20 px of the viewport's edges.
 */
export function toolbarPosition(
  rect: { top: number; bottom: number; left: number; width: number },
  viewport: { width: number; height: number },
): { top: number; left: number } {
  const size = toolbarSize(viewport);
  const maxLeft = Math.max(TOOLBAR_MARGIN, viewport.width - size.width - TOOLBAR_MARGIN);
  const left = Math.min(maxLeft, Math.max(TOOLBAR_MARGIN, rect.left + rect.width / 2 - size.width / 2));
  let top = rect.top - size.height - GAP;
  if (top < TOOLBAR_MARGIN) top = rect.bottom + GAP;
  const maxTop = Math.max(TOOLBAR_MARGIN, viewport.height - size.height - TOOLBAR_MARGIN);
  top = Math.min(maxTop, Math.max(TOOLBAR_MARGIN, top));
  return { top, left };
}
