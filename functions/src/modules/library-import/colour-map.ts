// Another service's highlight colour as the nearest of Spurq's eight. Sources name colours
// ("yellow", "blue"), taken by name, or give them as hex ("#ffcc00"), compared by hue with the eight
// (all pale tints of distinct hues, so hue is what tells them apart), greys go to Stone, and
// anything unknown takes the default, as a highlight made without a colour does.
import { DEFAULT_HIGHLIGHT_COLOR, HIGHLIGHT_COLORS } from "../../shared";

/** Colour names the sources use (Kindle, Readwise, Omnivore, Wallabag) that are not one of the eight's. */
const NAMED: Record<string, string> = {
  violet: "Purple",
  red: "Pink",
  gray: "Stone",
  grey: "Stone",
  teal: "Green",
  cyan: "Sky",
};
const BY_NAME = new Map(HIGHLIGHT_COLORS.map((c) => [c.name.toLowerCase(), c.value]));

interface Hsl {
  hue: number;
  saturation: number;
}

function toHsl(hex: string): Hsl | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join("") : match[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  const lightness = (max + min) / 2;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
  let hue = 0;
  if (delta > 0) {
    if (max === r) hue = 60 * (((g - b) / delta) % 6);
    else if (max === g) hue = 60 * ((b - r) / delta + 2);
    else hue = 60 * ((r - g) / delta + 4);
  }
  return { hue: (hue + 360) % 360, saturation };
}

const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

const STONE = HIGHLIGHT_COLORS.find((c) => c.name === "Stone")!.value;
const CHROMATIC = HIGHLIGHT_COLORS.filter((c) => c.value !== STONE).map((c) => ({
  value: c.value,
  hue: toHsl(c.value)!.hue,
}));

/** The nearest of the eight to a source's colour (a name or hex), the default when unknown. */
export function nearestHighlightColor(source: string | undefined): string {
  if (!source) return DEFAULT_HIGHLIGHT_COLOR;
  const key = source.trim().toLowerCase();
  const named = BY_NAME.get(NAMED[key]?.toLowerCase() ?? key);
  if (named) return named;
  const hsl = toHsl(key);
  if (!hsl) return DEFAULT_HIGHLIGHT_COLOR;
  if (hsl.saturation < 0.15) return STONE;
  let best = CHROMATIC[0]!;
  for (const colour of CHROMATIC) {
    if (hueDistance(hsl.hue, colour.hue) < hueDistance(hsl.hue, best.hue)) best = colour;
  }
  return best.value;
}
