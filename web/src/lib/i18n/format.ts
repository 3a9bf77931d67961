// Dates and numbers in the interface language, through Intl. Formatters are cached per
// language and options; call these during render (components re-render on a language change
// through useTranslation), never at module load.
import { currentLanguage, INTL_LOCALES } from "./index";

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  options: object,
  make: (locale: string) => T,
): T {
  const locale = INTL_LOCALES[currentLanguage()];
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(locale);
    cache.set(key, formatter);
  }
  return formatter;
}

export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached("date", options, (locale) => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached("number", options, (locale) => new Intl.NumberFormat(locale, options));
}

export function relativeTimeFormat(
  options: Intl.RelativeTimeFormatOptions = { numeric: "auto" },
): Intl.RelativeTimeFormat {
  return cached("relative", options, (locale) => new Intl.RelativeTimeFormat(locale, options));
}

/** "Jan 5, 2026" in English; the language's own medium date elsewhere. */
export function formatDate(value: string | number | Date, options?: Intl.DateTimeFormatOptions): string {
  return dateFormat(options ?? { month: "short", day: "numeric", year: "numeric" }).format(new Date(value));
}

export function formatDateTime(value: string | number | Date): string {
  return dateFormat({ dateStyle: "medium", timeStyle: "short" }).format(new Date(value));
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(options).format(value);
}
