// One lint config for the whole repo: typescript-eslint everywhere, React hooks rules for web,
// and architecture guards (docs/architecture.md): web features do not import each other; the
// shared contract stays free of server-only code; on the server no import cycle, a module is
// reached from outside only through its index.ts, and lib/ imports no module.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import prettier from "eslint-config-prettier";
import globals from "globals";
import i18next from "eslint-plugin-i18next";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "functions/lib/**",
      "web/dist/**",
      "extension/dist/**",
      ".emulators/**",
      "emulator-data/**",
      "test-results/**",
      "coverage/**",
      ".bench/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      eqeqeq: ["error", "always"],
      "no-console": "off",
    },
  },
  {
    files: ["scripts/**/*.mjs", "*.mjs", "*.js"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["functions/**/*.ts"],
    languageOptions: { globals: globals.node },
  },
  {
    // The browser extension: its build scripts run on Node, its code in Chromium's extension
    // contexts (the service worker, the popup, content scripts), its journeys on Node.
    files: ["extension/scripts/**/*.mjs", "extension/e2e/**/*.ts", "extension/*.ts"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["extension/src/**/*.ts"],
    languageOptions: { globals: { ...globals.browser, ...globals.webextensions } },
  },
  {
    // No import cycles on the server (type-only imports aside: they vanish when compiled).
    files: ["functions/src/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "functions/tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-duplicates": ["error", { "prefer-inline": true }],
    },
  },
  {
    // A module's files import another module only through its public face: "../<module>", never
    // "../<module>/<file>" (its repository and service internals are private).
    files: ["functions/src/modules/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./(?!\\.\\.)[^/]+/.+",
              message: 'Import another module through its index.ts ("../<module>"), never its files.',
            },
            {
              regex: "^(\\.\\./)+modules/",
              message: 'Import another module as "../<module>" (its index.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The app, the scheduled jobs and the middleware reach modules only through their index.ts.
    files: ["functions/src/*.ts", "functions/src/jobs/**/*.ts", "functions/src/middleware/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\./|(\\.\\./)+)modules/[^/]+/.+",
              message: 'Import a module through its index.ts ("modules/<module>"), never its files.',
            },
          ],
        },
      ],
    },
  },
  {
    // lib/ holds the leaves and the plumbing every module uses: it imports no module.
    files: ["functions/src/lib/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "(^|/)modules(/|$)", message: "lib/ imports no module: move the code into the module." },
          ],
        },
      ],
    },
  },
  {
    files: ["functions/src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["firebase-admin*", "firebase-functions*", "express", "node:*", "../*", "!./*"],
              message: "shared/ is imported by the web app too: zod and sibling schema files only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ["web/src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/features/*/*", "../../*/**"],
              message:
                "Features do not import each other: compose them in app/routes, or move shared code to components/ or lib/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every text a user reads goes through i18next (web/src/locales). JSX text and
    // user-facing attributes must not be literal English; neither may a toast's or dialog's title
    // or description. Test files are exempt (they assert the English texts).
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/**/*.test.{ts,tsx}", "web/src/test/**"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            exclude: [
              "className",
              "style",
              "type",
              "key",
              "id",
              "width",
              "height",
              "to",
              "href",
              "src",
              "target",
              "rel",
              "role",
              "name",
              "htmlFor",
              "autoComplete",
              "inputMode",
              "method",
              "accept",
              "variant",
              "size",
              "tone",
              "as",
              "data-.*",
              "aria-hidden",
              "aria-live",
              "aria-haspopup",
              "aria-controls",
              "aria-describedby",
              "aria-labelledby",
              "aria-current",
              "viewBox",
              "fill",
              "stroke.*",
              "d",
              "x.*",
              "y.*",
              "r",
              "cx",
              "cy",
              "points",
              "transform",
              "preserveAspectRatio",
              "textAnchor",
              "dominantBaseline",
              "color",
              "icon",
              "anchor",
              "placement",
              "position",
              "align",
              "side",
              "dir",
              "lang",
              "enterKeyHint",
              "spellCheck",
              "pattern",
              "loading",
              "decoding",
              "referrerPolicy",
              "sandbox",
              "download",
              "form",
              "mode",
            ],
          },
          words: { exclude: ["[0-9!-/:-@[-`{-~·•—–…×]+", "[A-Z_-]+", "Spurq"] },
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "Property[key.name=/^(title|description|label|placeholder|message|emptyText|ariaLabel)$/] > Literal[value=/[a-z]{2,}/]",
          message: "A user-facing text: take it from t() (web/src/locales), not a literal.",
        },
        {
          selector:
            "Property[key.name=/^(title|description|label|placeholder|message|emptyText|ariaLabel)$/] > TemplateLiteral > TemplateElement[value.raw=/[a-z]{2,}/]",
          message: "A user-facing text: take it from t() (web/src/locales), not a literal.",
        },
      ],
    },
  },
  prettier,
);
