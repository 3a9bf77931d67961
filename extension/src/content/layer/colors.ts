// The highlight colours' names in the reader's language, as the web app names them (the shared
// constants' names are English).
import { HIGHLIGHT_COLORS } from "@shared/schemas/highlight-constants";
import { t, type MessageKey } from "../../shared/i18n";

const NAME_KEYS: Record<(typeof HIGHLIGHT_COLORS)[number]["name"], MessageKey> = {
  Yellow: "colorYellow",
  Green: "colorGreen",
  Blue: "colorBlue",
  Purple: "colorPurple",
  Pink: "colorPink",
  Orange: "colorOrange",
  Stone: "colorStone",
  Sky: "colorSky",
};

/** The name of a highlight colour by its value (#FEF9C3), or "Custom" for any other colour. */
export function colorName(value: string): string {
  const color = HIGHLIGHT_COLORS.find((candidate) => candidate.value === value.toUpperCase());
  return t(color ? NAME_KEYS[color.name] : "colorCustom");
}
