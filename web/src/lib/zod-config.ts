// Zod compiles object parsers with `new Function` unless told not to; the app's CSP forbids eval
// (no 'unsafe-eval'), and even zod's feature probe logs a violation. The entry point (main.tsx)
// imports this module first, so the setting holds before any chunk builds or parses a schema.
//
// It writes zod's global configuration object directly instead of importing zod: every copy of
// zod reads its settings from `globalThis.__zod_globalConfig` (zod/v4/core/core.js), and importing
// even zod's core would put 3.5 KB of schema code into the first screen's bundle.
// zod-config.test.ts fails if zod stops reading the setting from there.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// Mutate, never replace: a zod that loaded first keeps a reference to the object it found.
(holder.__zod_globalConfig ??= {}).jitless = true;
