// The interface language: i18next with react-i18next, one bundle per language and
// namespace (web/src/locales/{code}/{namespace}.json), each loaded on demand, so adding languages
// never grows the first screen. English for the first screen (common, landing, auth) is bundled
// with it, so a visitor's first paint waits for no translation request.
//
// Where the language comes from: the signed-in user's preference (LanguageSync), cached in
// localStorage for the next visit; before that, the browser's language when it is one of the six;
// else English.
import i18next, { type BackendModule, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import {
  browserLanguage,
  codeOf,
  DEFAULT_CODE,
  SUPPORTED_CODES,
  type LanguageCode,
  type LanguagePreference,
} from "./languages";
import enCommon from "@/locales/en/common.json";
import enLanding from "@/locales/en/landing.json";
import enAuth from "@/locales/en/auth.json";

export * from "./languages";

/** Namespaces every screen may need, loaded with each language before it is shown. */
const ALWAYS_LOADED = ["common", "messages"];

const bundles = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json");

const lazyBundles: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = bundles[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No ${namespace} texts for ${language}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

const STORAGE_KEY = "spurq.language";

function cachedLanguage(): LanguageCode | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value && (SUPPORTED_CODES as string[]).includes(value) ? (value as LanguageCode) : null;
  } catch {
    return null;
  }
}

/** The language to start in: the last signed-in choice on this device, else the browser's. */
export function initialLanguage(): LanguageCode {
  return cachedLanguage() ?? browserLanguage() ?? DEFAULT_CODE;
}

export const i18n = i18next.createInstance();

i18n.on("languageChanged", (language) => {
  if (typeof document !== "undefined") document.documentElement.lang = language;
});

/** Starts i18next; resolves once the first screen's texts in the starting language are there. */
export function initI18n(language: LanguageCode = initialLanguage()): Promise<unknown> {
  if (i18n.isInitialized) return Promise.resolve();
  return i18n
    .use(lazyBundles)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_CODE,
      supportedLngs: SUPPORTED_CODES,
      load: "languageOnly",
      ns: ALWAYS_LOADED,
      defaultNS: "common",
      // English messages are their own keys: an empty bundle shows them as they come, and keeps
      // the 110 texts out of the first screen.
      resources: { en: { common: enCommon, landing: enLanding, auth: enAuth, messages: {} } },
      // English's first-screen bundles are above; every other bundle comes from lazyBundles.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes.
      returnNull: false,
      react: { useSuspense: true },
    });
}

/** Switches the whole interface (no reload) and remembers the choice on this device. */
export async function changeLanguage(preference: LanguagePreference): Promise<void> {
  const code = codeOf(preference);
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Private mode: the choice still applies to this visit.
  }
  if (i18n.language !== code) await i18n.changeLanguage(code);
}

/** Forgets the device's cached choice (sign-out): the next visitor gets their browser's language. */
export function forgetLanguage(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The current language's code ("en" until initialised). */
export function currentLanguage(): LanguageCode {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (SUPPORTED_CODES as string[]).includes(language) ? (language as LanguageCode) : DEFAULT_CODE;
}

/**
 * A message that comes as English text from the shared schemas or the server (validation
 * messages, the server's error texts, rate limits) in the current language. The `messages`
 * namespace is keyed by the English text itself; a key with placeholders ("You can send at most
 * {{n}} spurqs a day. Please try again tomorrow.") matches the same text with any values in their
 * place. An unknown message stays as it came.
 */
export function translateMessage(message: string): string {
  const options = { ns: "messages", keySeparator: false, nsSeparator: false } as const;
  if (i18n.exists(message, options)) return i18n.t(message, options);
  for (const { pattern, key, names } of messagePatterns()) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]));
    return i18n.t(key, { ...options, ...values });
  }
  // The server names the field before a validation message ("recipientId: …"): the message part.
  const field = /^([A-Za-z][\w.]*): (.+)$/s.exec(message);
  if (field) {
    const translated = translateMessage(field[2]!);
    if (translated !== field[2]) return `${field[1]}: ${translated}`;
  }
  return message;
}

interface MessagePattern {
  key: string;
  pattern: RegExp;
  names: string[];
}

let patterns: { language: string; list: MessagePattern[] } | null = null;

/** The keys with placeholders, as patterns (every language's keys are the English texts). */
function messagePatterns(): MessagePattern[] {
  if (patterns?.language === i18n.language) return patterns.list;
  const bundle = (i18n.getResourceBundle(i18n.language, "messages") ?? {}) as Record<string, string>;
  const list = Object.keys(bundle)
    .filter((key) => key.includes("{{"))
    .map((key) => {
      const names: string[] = [];
      const source = key
        .split(/(\{\{\s*\w+\s*\}\})/)
        .map((part) => {
          const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
          if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          names.push(name);
          return "(.+?)";
        })
        .join("");
      return { key, names, pattern: new RegExp(`^${source}$`) };
    });
  patterns = { language: i18n.language, list };
  return list;
}
