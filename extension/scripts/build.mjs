// Builds the extension into extension/dist: each entry (the background service worker, the content
// script, the popup's script) bundled by Vite into one self-contained classic script (a content
// script cannot be an ES module, and nothing may load remote code), the popup's page and styles,
// the icons, the texts in six languages (_locales), and manifest.json written for the Spurq it talks to.
//
// Which Spurq: SPURQ_APP_URL (default http://127.0.0.1:5000, the local Hosting emulator). A
// loopback address means the emulators: the Auth emulator and the demo project's API key. Any
// other address needs SPURQ_FIREBASE_API_KEY (the web app's VITE_FIREBASE_API_KEY).
// SPURQ_APP_CHECK=true: every api call carries an App Check token the api mints for the
// extension (for a Spurq that enforces App Check; docs/production.md, App Check).
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { extensionConfig, manifestFor } from "./manifest.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "dist");
const config = extensionConfig(process.env);
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

// `@shared` is the contract's barrel; `@shared/<file>` one file of it (which keeps zod out of a
// bundle that needs no schema).
const sharedDir = join(root, "..", "functions", "src", "shared");
const aliases = [
  { find: /^@shared$/, replacement: join(sharedDir, "index.ts") },
  { find: /^@shared\//, replacement: `${sharedDir}/` },
  { find: /^@\//, replacement: `${join(root, "..", "web", "src")}/` },
];

const ENTRIES = [
  ["background", "src/background/index.ts"],
  ["content", "src/content/index.ts"],
  ["popup", "src/popup/popup.ts"],
];

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const [name, entry] of ENTRIES) {
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    resolve: { alias: aliases },
    define: {
      __SPURQ_APP_ORIGIN__: JSON.stringify(config.appOrigin),
      __SPURQ_FIREBASE_API_KEY__: JSON.stringify(config.apiKey),
      __SPURQ_AUTH_EMULATOR__: JSON.stringify(config.authEmulator),
      __SPURQ_OPEN_SHADOW__: JSON.stringify(config.local),
      __SPURQ_APP_CHECK__: JSON.stringify(config.appCheck),
    },
    build: {
      outDir,
      emptyOutDir: false,
      target: "chrome120",
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      lib: {
        entry: join(root, entry),
        formats: ["iife"],
        name: `spurq_${name}`,
        fileName: () => `${name}.js`,
      },
    },
  });
}
for (const file of ["popup.html", "popup.css"])
  copyFileSync(join(root, "src", "popup", file), join(outDir, file));
mkdirSync(join(outDir, "icons"), { recursive: true });
for (const size of [16, 32, 48, 128]) {
  copyFileSync(join(root, "public", "icons", `icon-${size}.png`), join(outDir, "icons", `icon-${size}.png`));
}
cpSync(join(root, "public", "_locales"), join(outDir, "_locales"), { recursive: true });
// The server's English errors in the web app's other languages (src/background/server-messages.ts).
const webLocales = join(root, "..", "web", "src", "locales");
mkdirSync(join(outDir, "server-messages"), { recursive: true });
for (const language of readdirSync(webLocales, { withFileTypes: true })) {
  if (!language.isDirectory() || language.name === "en") continue;
  copyFileSync(
    join(webLocales, language.name, "messages.json"),
    join(outDir, "server-messages", `${language.name}.json`),
  );
}
writeFileSync(
  join(outDir, "manifest.json"),
  `${JSON.stringify(manifestFor(config, pkg.version), null, 2)}\n`,
);
console.log(`extension built for ${config.appOrigin} in ${outDir}`);
