// The extension's texts, in the browser's language: every text the popup, the worker and the
// content script show comes from public/_locales/<language>/messages.json through
// chrome.i18n.getMessage (English is the default_locale, and fills in for any other language).
// The browser picks the language itself (its UI language), so nothing here is stored or fetched.
// Keys are typed from the English file: a key missing there does not compile, and
// i18n.test.ts checks that the other five files have exactly English's keys and placeholders.
import type english from "../../public/_locales/en/messages.json";

export type MessageKey = keyof typeof english;

/** Keys with a `_one` and an `_other` form, chosen by the number (see `plural`). */
type PluralBase = {
  [K in MessageKey]: K extends `${infer Base}_one`
    ? `${Base}_other` extends MessageKey
      ? Base
      : never
    : never;
}[MessageKey];

/**
 * The text of `key` in the browser's language, with `substitutions` for its placeholders ($1,
 * $2, … in the order messages.json numbers them). A key the browser does not know (which the
 * tests rule out) shows as itself rather than as nothing.
 */
export function t(key: MessageKey, ...substitutions: Array<string | number>): string {
  return chrome.i18n.getMessage(key, substitutions.map(String)) || key;
}

/** The language the texts are in (not the browser's: English fills in for a language we lack). */
export function textLanguage(): string {
  return t("languageCode");
}

/**
 * A text that depends on a number, e.g. "1 highlight" / "3 highlights". Only `one` and `other`
 * forms exist: the six languages need no more for counts of highlights (French's and Spanish's
 * `many` is for millions, which read well with `other`), and Japanese and Chinese use `other`.
 */
export function plural(base: PluralBase, count: number): string {
  const category = new Intl.PluralRules(textLanguage()).select(count);
  return t(category === "one" ? `${base}_one` : `${base}_other`, count);
}

/**
 * A text with an element in it, e.g. "Connected as <strong>…</strong>.": the text around the
 * placeholder, and the element where it was. The word order stays the translation's.
 */
export function withElement(key: MessageKey, element: Node): Array<Node | string> {
  const marker = "\u{E000}";
  const [before = "", after = ""] = t(key, marker).split(marker);
  return [before, element, after].filter((part) => part !== "");
}

/** Sets the text of every element marked data-i18n="key" in `root` (the popup's static page). */
export function translatePage(root: ParentNode & { documentElement?: HTMLElement } = document): void {
  for (const element of Array.from(root.querySelectorAll<HTMLElement>("[data-i18n]"))) {
    element.textContent = t(element.dataset.i18n as MessageKey);
  }
  if (root.documentElement) root.documentElement.lang = textLanguage();
}
