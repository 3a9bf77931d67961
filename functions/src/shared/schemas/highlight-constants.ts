// The highlight constants without their schemas: the browser extension's content script, which
// runs in every page, needs them (and the anchoring that uses them) but none of zod.

/** The reference client's eight highlight colours, the first the default, with readable names. */
export const HIGHLIGHT_COLORS = [
  { value: "#FEF9C3", name: "Yellow" },
  { value: "#DCFCE7", name: "Green" },
  { value: "#DBEAFE", name: "Blue" },
  { value: "#F3E8FF", name: "Purple" },
  { value: "#FCE7F3", name: "Pink" },
  { value: "#FFEDD5", name: "Orange" },
  { value: "#E7E5E4", name: "Stone" },
  { value: "#E0F2FE", name: "Sky" },
] as const;
export const DEFAULT_HIGHLIGHT_COLOR = HIGHLIGHT_COLORS[0].value;

export const HIGHLIGHT_TEXT_MAX = 5_000;
/** Characters of context kept either side of a highlight to re-anchor it (W3C text-quote selector). */
export const HIGHLIGHT_CONTEXT_LENGTH = 32;
