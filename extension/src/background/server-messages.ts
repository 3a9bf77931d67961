// The server's error texts in the reader's language. The server words its errors in English
// ("Choose a friend to ask.", "Comments are at most 2000 characters."); the web app translates
// them with its `messages` locale files, keyed by the English text itself. The extension uses the
// same files rather than translations of its own, so both say the same thing: the build copies
// them to server-messages/<language>.json, and the worker reads the one of the language its texts
// are in only when an error is to be shown (they stay out of the worker's script).
import { textLanguage } from "../shared/i18n";

type Bundle = Record<string, string>;

interface Pattern {
  pattern: RegExp;
  key: string;
  names: string[];
}

const loaded = new Map<string, Promise<{ bundle: Bundle; patterns: Pattern[] } | null>>();

/** A key with {{placeholders}} as a pattern that matches the text with any values in their place. */
function patternOf(key: string): Pattern {
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
  return { key, names, pattern: new RegExp(`^${source}$`, "s") };
}

function load(language: string) {
  let entry = loaded.get(language);
  if (!entry) {
    entry = fetch(chrome.runtime.getURL(`server-messages/${language}.json`))
      .then((response) => (response.ok ? (response.json() as Promise<Bundle>) : null))
      .then((bundle) =>
        bundle
          ? {
              bundle,
              patterns: Object.keys(bundle)
                .filter((key) => key.includes("{{"))
                .map(patternOf),
            }
          : null,
      )
      .catch(() => null);
    loaded.set(language, entry);
  }
  return entry;
}

/** `text` with the values of `values` in its {{placeholders}}. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

function lookUp(message: string, bundle: Bundle, patterns: Pattern[]): string | null {
  const exact = bundle[message];
  if (exact !== undefined) return exact;
  for (const { pattern, key, names } of patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    return fill(bundle[key]!, Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])));
  }
  // The server names the field before a validation message ("question: …"): the message part.
  const field = /^([A-Za-z][\w.]*): (.+)$/s.exec(message);
  if (field) {
    const translated = lookUp(field[2]!, bundle, patterns);
    if (translated !== null) return `${field[1]}: ${translated}`;
  }
  return null;
}

/** The server's English `message` in the language of the extension's texts; unknown ones as they came. */
export async function translateServerMessage(message: string, language = textLanguage()): Promise<string> {
  if (language === "en") return message;
  const found = await load(language);
  return (found && lookUp(message, found.bundle, found.patterns)) ?? message;
}
