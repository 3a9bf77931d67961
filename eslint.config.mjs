// One lint config for the whole repo: typescript-eslint everywhere, React hooks rules for web,
// and architecture guards (CONVENTIONS.md habit 3): features do not import each other, and the
// shared contract stays free of server-only code.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import prettier from "eslint-config-prettier";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "functions/lib/**",
      "web/dist/**",
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
  prettier,
);
