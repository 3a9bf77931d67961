// The six interface languages (a user preference) and how they map to BCP 47 codes, which
// i18next's bundles, Intl's formatters and <html lang> use. Kept free of zod so the first screen's
// bundle does not pull in the shared schemas.
import type { Preferences } from "@shared";

export type LanguagePreference = Preferences["language"];

export const LANGUAGE_CODES = {
  english: "en",
  spanish: "es",
  french: "fr",
  german: "de",
  japanese: "ja",
  chinese: "zh",
} as const satisfies Record<LanguagePreference, string>;

export type LanguageCode = (typeof LANGUAGE_CODES)[LanguagePreference];

export const LANGUAGE_PREFERENCES = Object.keys(LANGUAGE_CODES) as LanguagePreference[];
export const SUPPORTED_CODES = Object.values(LANGUAGE_CODES) as LanguageCode[];
export const DEFAULT_CODE: LanguageCode = "en";

export function codeOf(preference: LanguagePreference): LanguageCode {
  return LANGUAGE_CODES[preference];
}

export function preferenceOf(code: string): LanguagePreference {
  const found = LANGUAGE_PREFERENCES.find((preference) => LANGUAGE_CODES[preference] === code);
  return found ?? "english";
}

/** "pt-BR" -> null, "ja-JP" -> "ja", "zh-Hant-TW" -> "zh": the first of the browser's languages we speak. */
export function matchBrowserLanguage(browserLanguages: readonly string[]): LanguageCode | null {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split("-")[0] as LanguageCode;
    if (SUPPORTED_CODES.includes(primary)) return primary;
  }
  return null;
}

/** The language a visitor's browser asks for, when it is one of the six. */
export function browserLanguage(): LanguageCode | null {
  if (typeof navigator === "undefined") return null;
  const list = navigator.languages?.length ? navigator.languages : [navigator.language];
  return matchBrowserLanguage(list.filter(Boolean));
}

/**
 * Locales for Intl: English keeps the reference client's US formats ("Jan 5, 2026"); Chinese is the
 * simplified script the translations are written in.
 */
export const INTL_LOCALES: Record<LanguageCode, string> = {
  en: "en-US",
  es: "es",
  fr: "fr",
  de: "de",
  ja: "ja",
  zh: "zh-CN",
};
