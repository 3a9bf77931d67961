// The extension's texts in six languages: every _locales file has English's keys and
// placeholders and nothing else, every key the code asks for exists (with as many substitutions
// as it has placeholders) and every key is used, and no text the reader sees is written in the
// code itself: each goes through shared/i18n.ts.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { extensionConfig, manifestFor } from "../scripts/manifest.mjs";

// import.meta.url is not a file URL under jsdom; Vite gives the test file's folder here.
const src = resolve(import.meta.dirname);
const root = resolve(src, "..");
const localesDir = join(root, "public", "_locales");
const webLocalesDir = join(root, "..", "web", "src", "locales");

interface Message {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}
type Catalog = Record<string, Message>;

/** The web app's language codes as Chrome names their _locales folders (it has no plain "zh"). */
const CHROME_FOLDER: Record<string, string> = { zh: "zh_CN" };
const webLanguages = readdirSync(webLocalesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const folders = webLanguages.map((code) => CHROME_FOLDER[code] ?? code);

const load = (folder: string): Catalog =>
  JSON.parse(readFileSync(join(localesDir, folder, "messages.json"), "utf8")) as Catalog;
const english = load("en");
const englishKeys = Object.keys(english).sort();

/** A message's placeholders as name → content, and the $NAME$ references its text makes. */
const placeholderContents = (message: Message) =>
  Object.fromEntries(
    Object.entries(message.placeholders ?? {}).map(([name, { content }]) => [name.toLowerCase(), content]),
  );
const references = (text: string) =>
  [
    ...new Set(
      [...text.replaceAll("$$", "").matchAll(/\$([A-Za-z0-9_@]+)\$/g)].map((m) => m[1]!.toLowerCase()),
    ),
  ].sort();
/** How many substitutions ($1…$9) a message takes. */
const substitutionCount = (message: Message) =>
  new Set(Object.values(placeholderContents(message)).filter((content) => /^\$[1-9]$/.test(content))).size;

/** Texts that read the same in other languages: the product's name, single words like "Orange". */
const SAME_EVERYWHERE = /^Spurq$/;
const englishWords = (text: string) => text.replace(/\$[A-Za-z0-9_]+\$/g, "").match(/[A-Za-z]{2,}/g) ?? [];

describe("the _locales files", () => {
  it("has one folder for each of the web app's languages, and no other", () => {
    expect(webLanguages).toHaveLength(6);
    expect(readdirSync(localesDir).sort()).toEqual([...folders].sort());
  });

  it("names keys as chrome.i18n allows, and gives every English text a description", () => {
    for (const [key, message] of Object.entries(english)) {
      expect(key, key).toMatch(/^[A-Za-z0-9_]+$/);
      expect(key.startsWith("@@"), key).toBe(false);
      expect(message.description?.trim(), `${key} description`).toBeTruthy();
    }
    // Keys are case-insensitive for the browser: two that differ only in case would collide.
    expect(new Set(englishKeys.map((key) => key.toLowerCase())).size).toBe(englishKeys.length);
  });

  for (const [index, folder] of folders.entries()) {
    describe(folder, () => {
      const catalog = load(folder);

      it("has exactly English's keys", () => {
        const keys = Object.keys(catalog);
        expect(
          keys.filter((key) => !(key in english)),
          "keys English lacks",
        ).toEqual([]);
        expect(
          englishKeys.filter((key) => !(key in catalog)),
          "missing keys",
        ).toEqual([]);
      });

      it("has English's placeholders in every text, each defined and used", () => {
        for (const [key, message] of Object.entries(catalog)) {
          const source = english[key];
          if (!source) continue;
          expect(typeof message.message, key).toBe("string");
          expect(message.message.trim(), `${key} is empty`).not.toBe("");
          expect(placeholderContents(message), `${key} placeholders`).toEqual(placeholderContents(source));
          expect(references(message.message), `${key} uses its placeholders`).toEqual(
            Object.keys(placeholderContents(message)).sort(),
          );
        }
      });

      it("says which language it is in", () => {
        expect(catalog.languageCode?.message).toBe(webLanguages[index]);
      });

      if (folder !== "en") {
        it("has no English left untranslated", () => {
          const untranslated = Object.entries(catalog)
            .filter(([key, message]) => {
              const source = english[key]?.message ?? "";
              return (
                message.message === source &&
                !SAME_EVERYWHERE.test(source) &&
                englishWords(source).length >= 2
              );
            })
            .map(([key]) => key);
          expect(untranslated).toEqual([]);
        });
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------
// What the code asks for.

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });

const parse = (path: string, text = readFileSync(path, "utf8")) =>
  ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const isStringLike = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/** The literal keys an argument can be ("a", or both sides of `x ? "a" : "b"`). */
function literalKeys(node: ts.Expression): string[] | null {
  if (isStringLike(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return literalKeys(node.expression);
  if (ts.isConditionalExpression(node)) {
    const sides = [literalKeys(node.whenTrue), literalKeys(node.whenFalse)];
    return sides.every(Boolean) ? (sides.flat() as string[]) : null;
  }
  return null;
}

interface KeyUse {
  where: string;
  key: string;
  /** Substitutions passed, when the call shows them. */
  substitutions: number | null;
}

/** Every t(), plural() and withElement() call with a literal key, in every source file. */
function keyUses(): KeyUse[] {
  const uses: KeyUse[] = [];
  for (const path of sourceFiles(src)) {
    const file = parse(path);
    walk(file, (node) => {
      if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return;
      const name = node.expression.text;
      const [first, ...rest] = node.arguments;
      if (!first || !["t", "plural", "withElement"].includes(name)) return;
      const keys = literalKeys(first);
      if (!keys) return;
      const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      const where = `${relative(root, path)}:${line}`;
      const spread = rest.some((arg) => ts.isSpreadElement(arg));
      for (const key of keys) {
        if (name === "plural") {
          for (const form of ["one", "other"]) uses.push({ where, key: `${key}_${form}`, substitutions: 1 });
        } else {
          uses.push({ where, key, substitutions: spread ? null : name === "withElement" ? 1 : rest.length });
        }
      }
    });
  }
  return uses;
}

const popupHtml = readFileSync(join(src, "popup", "popup.html"), "utf8");
const manifest = JSON.stringify(manifestFor(extensionConfig({}), "0.0.0"));

describe("the keys the code uses", () => {
  const uses = keyUses();

  it("exist in English, with as many substitutions as placeholders", () => {
    expect(uses.length).toBeGreaterThan(40);
    for (const use of uses) {
      const message = english[use.key];
      expect(message, `${use.where}: no key ${use.key}`).toBeDefined();
      if (message && use.substitutions !== null) {
        expect(use.substitutions, `${use.where}: substitutions for ${use.key}`).toBe(
          substitutionCount(message),
        );
      }
    }
  });

  it("are all there are: every key is used by the code, the popup's page or the manifest", () => {
    const used = new Set(uses.map((use) => use.key));
    // Keys named in a table rather than a call (colors.ts maps the colours to theirs).
    for (const path of sourceFiles(src)) {
      walk(parse(path), (node) => {
        if (isStringLike(node) && node.text in english) used.add(node.text);
      });
    }
    for (const match of popupHtml.matchAll(/data-i18n="([^"]+)"/g)) used.add(match[1]!);
    for (const match of manifest.matchAll(/__MSG_([A-Za-z0-9_]+)__/g)) used.add(match[1]!);
    expect(englishKeys.filter((key) => !used.has(key))).toEqual([]);
  });

  it("gives the popup's page no text of its own, and only keys that exist", () => {
    const page = new DOMParser().parseFromString(popupHtml, "text/html");
    for (const element of Array.from(page.querySelectorAll<HTMLElement>("[data-i18n]"))) {
      expect(english[element.dataset.i18n!], element.dataset.i18n).toBeDefined();
    }
    const walker = page.createTreeWalker(page.documentElement, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (/\p{L}/u.test(node.textContent ?? "")) texts.push(node.textContent!.trim());
    }
    expect(texts).toEqual([]);
  });

  it("names the manifest's texts through the English file", () => {
    const parsed = JSON.parse(manifest) as Record<string, unknown> & {
      action: { default_title: string };
      commands: Record<string, { description: string }>;
    };
    expect(parsed.default_locale).toBe("en");
    const texts = [
      parsed.name,
      parsed.description,
      parsed.action.default_title,
      ...Object.values(parsed.commands).map((command) => command.description),
    ];
    for (const text of texts) expect(text).toMatch(/^__MSG_[A-Za-z0-9_]+__$/);
  });
});

// ---------------------------------------------------------------------------------------------
// No text for the reader written in the code.

/**
 * Where a string ends up in front of the reader: an element's text or accessible name, a status
 * line, an error's message (errors are shown as they are), a failed outcome's `error`.
 */
const VISIBLE_PROPERTIES = new Set(["text", "title", "aria-label", "label", "placeholder", "alt", "error"]);
const VISIBLE_ASSIGNMENTS = new Set([
  "textContent",
  "innerText",
  "innerHTML",
  "title",
  "placeholder",
  "ariaLabel",
]);
const VISIBLE_CALLS = new Set([
  "say",
  "append",
  "prepend",
  "replaceChildren",
  "replaceWith",
  "before",
  "after",
  "alert",
]);

/** Text a literal shows: its characters outside ${…}. */
function literalText(node: ts.Node): string | null {
  if (isStringLike(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ");
  return null;
}

/** Walks up from a literal through the expressions that pass it on, to where it lands. */
function landing(node: ts.Node): ts.Node {
  let current = node;
  for (;;) {
    const parent = current.parent;
    if (
      ts.isParenthesizedExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isTemplateSpan(parent) ||
      ts.isTemplateExpression(parent) ||
      ts.isArrayLiteralExpression(parent) ||
      (ts.isConditionalExpression(parent) && parent.condition !== current) ||
      (ts.isBinaryExpression(parent) &&
        [ts.SyntaxKind.PlusToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(
          parent.operatorToken.kind,
        ))
    ) {
      current = parent;
      continue;
    }
    return current;
  }
}

function isVisible(literal: ts.Node): boolean {
  const node = landing(literal);
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
    const name = ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name) ? parent.name.text : "";
    return VISIBLE_PROPERTIES.has(name);
  }
  if (
    ts.isBinaryExpression(parent) &&
    parent.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    parent.right === node &&
    ts.isPropertyAccessExpression(parent.left)
  ) {
    return VISIBLE_ASSIGNMENTS.has(parent.left.name.text);
  }
  if (
    (ts.isCallExpression(parent) || ts.isNewExpression(parent)) &&
    parent.arguments?.includes(node as ts.Expression)
  ) {
    const callee = parent.expression;
    const name = ts.isIdentifier(callee)
      ? callee.text
      : ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : callee.kind === ts.SyntaxKind.SuperKeyword
          ? "super"
          : "";
    if (name === "setAttribute") {
      const attribute = parent.arguments?.[0];
      return (
        !!attribute &&
        isStringLike(attribute) &&
        VISIBLE_PROPERTIES.has(attribute.text) &&
        parent.arguments?.[1] === node
      );
    }
    return VISIBLE_CALLS.has(name) || /Error$/.test(name) || name === "super";
  }
  return false;
}

/** Attributes that hold names for the code (class names, ids, roles), never text. */
const isCodeAttribute = (literal: ts.Node) => {
  const parent = landing(literal).parent;
  if (!ts.isPropertyAssignment(parent)) return false;
  const name = ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name) ? parent.name.text : "";
  return ["class", "id", "role", "type", "for", "rel"].includes(name) || /^data-/.test(name);
};

/** A sentence or a phrase, wherever it is: two words with a space between, and no code in it. */
const looksLikeProse = (text: string) =>
  /\p{L}{2,}[\s,]+\p{L}{2,}/u.test(text) && !/[{};<>=[\]()/\\#@|]|^\s*[a-z-]+:/.test(text);

/** A word, written in the code, in a place the reader sees. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

/** Hard-coded texts for the reader in `code`, as "line: text". */
function hardCodedTexts(path: string, code?: string): string[] {
  const file = parse(path, code);
  const found: string[] = [];
  walk(file, (node) => {
    const text = literalText(node);
    if (text === null) return;
    // Module names, and the keys of the texts themselves.
    if (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent) || text in english) return;
    if (ts.isTemplateExpression(node.parent) || ts.isTemplateSpan(node.parent)) return;
    if ((isVisible(node) && hasWords(text)) || (looksLikeProse(text) && !isCodeAttribute(node))) {
      found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text}`);
    }
  });
  return found;
}

describe("texts written in the code", () => {
  it("finds a hard-coded text wherever the reader would see it", () => {
    const code = [
      'el("button", { type: "button", text: "Save" });',
      'el("span", { "aria-label": `Close ${name}` });',
      'status.textContent = ok ? "Saved." : t("popupSaving");',
      'panel.say("Done");',
      'throw new Error("Nope");',
      'return "Spurq could not save this page.";',
      'node.setAttribute("title", "Hello");',
      'el("button", { type: "button", text: t("popupSave"), "data-key": `show-${id}` });',
      'el("div", { class: "toolbar surface" });',
      "document.querySelector('link[rel~=\"canonical\"]');",
      'fetch(url, { headers: { "Content-Type": "application/json" } });',
    ].join("\n");
    expect(hardCodedTexts("example.ts", code).map((line) => line.split(": ")[0])).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
    ]);
  });

  it("has none: every text the extension shows comes from _locales", () => {
    const found = sourceFiles(src).flatMap((path) =>
      hardCodedTexts(path).map((line) => `${relative(root, path)}:${line}`),
    );
    expect(found).toEqual([]);
  });
});
