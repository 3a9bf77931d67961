// Appearance preferences applied to the whole document: dark mode
// as the `dark` class, font size as the root font size (everything is rem-based), density as
// Tailwind's spacing unit. The last applied value is cached so a reload does not flash.
import type { Preferences } from "@shared";

export type Appearance = Pick<Preferences, "darkMode" | "displayDensity" | "fontSize">;

export const APPEARANCE_CACHE_KEY = "spurq.appearance";

export const FONT_SIZE_PX: Record<Preferences["fontSize"], number> = {
  small: 14,
  medium: 15,
  default: 16,
  large: 18,
  "x-large": 20,
};

export const DENSITY_SPACING_REM: Record<Preferences["displayDensity"], number> = {
  compact: 0.2,
  default: 0.25,
  comfortable: 0.3,
};

/** The defaults (a type-checked copy of @shared's: the shared value would pull zod into the first bundle). */
export const DEFAULT_APPEARANCE: Appearance = {
  darkMode: false,
  displayDensity: "default",
  fontSize: "default",
};

export function applyAppearance(appearance: Appearance, root: HTMLElement = document.documentElement) {
  root.classList.toggle("dark", appearance.darkMode);
  root.style.colorScheme = appearance.darkMode ? "dark" : "light";
  root.style.fontSize = `${FONT_SIZE_PX[appearance.fontSize] ?? FONT_SIZE_PX.default}px`;
  root.style.setProperty(
    "--spacing",
    `${DENSITY_SPACING_REM[appearance.displayDensity] ?? DENSITY_SPACING_REM.default}rem`,
  );
  root.dataset.density = appearance.displayDensity;
  root.dataset.fontSize = appearance.fontSize;
}

export function cacheAppearance(appearance: Appearance | null) {
  try {
    if (appearance) localStorage.setItem(APPEARANCE_CACHE_KEY, JSON.stringify(appearance));
    else localStorage.removeItem(APPEARANCE_CACHE_KEY);
  } catch {
    // No storage: the next load starts with the defaults.
  }
}

export function cachedAppearance(): Appearance {
  try {
    const raw = localStorage.getItem(APPEARANCE_CACHE_KEY);
    if (!raw) return DEFAULT_APPEARANCE;
    const parsed = JSON.parse(raw) as Partial<Appearance>;
    return {
      darkMode: parsed.darkMode === true,
      displayDensity: parsed.displayDensity ?? DEFAULT_APPEARANCE.displayDensity,
      fontSize: parsed.fontSize ?? DEFAULT_APPEARANCE.fontSize,
    };
  } catch {
    return DEFAULT_APPEARANCE;
  }
}
