// Every language is complete: the same namespaces and keys as English, the plural forms
// each language needs, the same {{placeholders}}, no empty text, and no English left untranslated.
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { INTL_LOCALES, SUPPORTED_CODES, type LanguageCode } from "@/lib/i18n/languages";

// import.meta.url is not a file URL under jsdom; Vite gives the test file's folder here.
const root = resolve(import.meta.dirname);
type Bundle = { [key: string]: string | Bundle };

function load(language: string, namespace: string): Bundle {
  return JSON.parse(readFileSync(`${root}/${language}/${namespace}.json`, "utf8")) as Bundle;
}

function flatten(bundle: Bundle, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** Base keys and, for plural keys, the categories present. */
function shape(keys: Iterable<string>) {
  const plain = new Set<string>();
  const plural = new Map<string, Set<string>>();
  for (const key of keys) {
    const match = PLURAL.exec(key);
    if (!match) plain.add(key);
    else {
      const base = key.slice(0, -match[0].length);
      plural.set(base, (plural.get(base) ?? new Set()).add(match[1]!));
    }
  }
  return { plain, plural };
}

/** Texts that read the same in other languages (names, the product, codes). */
const SAME_EVERYWHERE =
  /^(Spurq|OK|PDF|URL|Email|E-mail|Bio|SMS|Twitter|Facebook|LinkedIn|WhatsApp|Google|JSON|Markdown|\{\{.*\}\})$/i;
const englishWords = (text: string) => text.replace(/\{\{[^}]*\}\}/g, "").match(/[A-Za-z]{2,}/g) ?? [];

const namespaces = readdirSync(`${root}/en`)
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.replace(/\.json$/, ""));

describe("translations", () => {
  it("has the six languages, each with English's namespaces", () => {
    for (const language of SUPPORTED_CODES) {
      const files = readdirSync(`${root}/${language}`).filter((file) => file.endsWith(".json"));
      expect(files.map((file) => file.replace(/\.json$/, "")).sort(), language).toEqual(
        [...namespaces].sort(),
      );
    }
  });

  it("keys the messages namespace by the English text itself", () => {
    for (const [key, value] of flatten(load("en", "messages"))) expect(value).toBe(key);
  });

  for (const namespace of namespaces) {
    describe(namespace, () => {
      const english = flatten(load("en", namespace));
      const englishShape = shape(english.keys());

      for (const language of SUPPORTED_CODES.filter((code) => code !== "en") as LanguageCode[]) {
        it(`is complete in ${language}`, () => {
          const texts =
            namespace === "messages"
              ? new Map(Object.entries(load(language, namespace) as Record<string, string>))
              : flatten(load(language, namespace));
          const { plain, plural } = shape(texts.keys());
          const categories = new Intl.PluralRules(INTL_LOCALES[language]).resolvedOptions().pluralCategories;

          expect(
            [...plain].filter((key) => !englishShape.plain.has(key)),
            "keys English lacks",
          ).toEqual([]);
          expect(
            [...englishShape.plain].filter((key) => !plain.has(key)),
            "missing keys",
          ).toEqual([]);
          for (const [base] of englishShape.plural) {
            const present = plural.get(base) ?? new Set();
            expect(
              categories.filter((category) => !present.has(category)),
              `${base} plural forms`,
            ).toEqual([]);
          }

          const untranslated: string[] = [];
          for (const [key, text] of texts) {
            expect(text.trim(), `${key} is empty`).not.toBe("");
            const base = key.replace(PLURAL, "");
            const englishText =
              english.get(key) ?? english.get(`${base}_other`) ?? (namespace === "messages" ? key : "");
            expect(placeholders(text), `${key} placeholders`).toEqual(placeholders(englishText));
            if (text === englishText && !SAME_EVERYWHERE.test(text) && englishWords(text).length >= 2) {
              untranslated.push(key);
            }
          }
          expect(untranslated, "texts still in English").toEqual([]);
        });
      }
    });
  }
});
