// Vite for the SPA: React, Tailwind, the `@` and `@shared` aliases, the first screen's code in one
// file, the installable app's manifest and service worker, and for `npm run dev` a proxy of /api
// to the Hosting emulator so hot reload works against the running emulators.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type Rollup } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA, type ManifestOptions } from "vite-plugin-pwa";

const shared = fileURLToPath(new URL("../functions/src/shared/", import.meta.url));
/**
 * `@shared` is the whole contract; `@shared/<file>` one of its modules, so a screen can take a few
 * constants from a zod-free file without loading every schema with them.
 */
export const aliases = [
  { find: /^@shared$/, replacement: `${shared}index.ts` },
  { find: /^@shared\//, replacement: shared },
  { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
];

/** Where this build writes (a benchmark may build elsewhere with --outDir). */
let outDir = fileURLToPath(new URL("./dist/", import.meta.url));

/**
 * The installed app. One share target per manifest is all the standard allows, and files need a
 * multipart POST, so pages and PDFs both arrive as a POST that the service worker receives.
 */
export const appManifest: Partial<ManifestOptions> = {
  id: "/",
  name: "Spurq",
  short_name: "Spurq",
  description: "Save articles, highlight what matters and discuss it with friends.",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: "#4f46e5",
  background_color: "#ffffff",
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
  share_target: {
    action: "/share-target",
    method: "POST",
    enctype: "multipart/form-data",
    params: {
      title: "title",
      text: "text",
      url: "url",
      files: [{ name: "file", accept: ["application/pdf", ".pdf"] }],
    },
  },
};

/**
 * The precache holds the shell only: the files index.html loads, the icons and the favicon. Route
 * chunks are cached as they are used, so a visitor's browser does not download the whole app
 * behind the landing page.
 */
function shellOnly(entries: Array<{ url: string; revision: string | null; size: number }>) {
  const html = readFileSync(`${outDir}/index.html`, "utf8");
  const referenced = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
  const manifest = entries.filter(
    (entry) => entry.url === "index.html" || entry.url.startsWith("icons/") || referenced.has(entry.url),
  );
  if (!manifest.some((entry) => /^assets\/.+\.js$/.test(entry.url))) {
    throw new Error("service worker: the entry script is missing from the precache");
  }
  return { manifest, warnings: [] };
}

/**
 * The worker is written beside the build it lists, so a build that writes nothing (a test reading
 * the bundle in memory) must not write one into whatever dist/ holds.
 */
function onlyWhenWriting(plugins: Plugin[]): Plugin[] {
  return plugins.map((plugin) => {
    const original = plugin.apply;
    return {
      ...plugin,
      apply: (config, env) =>
        config.build?.write !== false &&
        (original === undefined ||
          (typeof original === "function" ? original(config, env) : original === env.command)),
    };
  });
}

/**
 * The first signed-in screens whose code a returning reader's browser starts early
 * (app/screen-code.ts): the shell and the two screens most often opened first.
 */
const PRELOADED_SCREENS = {
  shell: "/src/app/routes/protected-layout.tsx",
  home: "/src/app/routes/home.tsx",
  article: "/src/app/routes/article.tsx",
};

/**
 * For each of PRELOADED_SCREENS, the files its code needs (its chunk and every chunk that one
 * imports, directly or not: what Vite's own preload of a dynamic import links, all in one task)
 * that neither the entry script nor, for a screen, the shell has loaded: the shell's always start
 * first.
 */
function screenPreloadLists(bundle: Rollup.OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === "chunk");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (chunk: Rollup.OutputChunk, into = new Set<string>()): Set<string> => {
    if (into.has(chunk.fileName)) return into;
    into.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) closure(imported, into);
    }
    return into;
  };
  const files = (source: string) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(source));
    if (!chunk) throw new Error(`screen preloads: no chunk for ${source}`);
    return [...closure(chunk)];
  };
  const loaded = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry, loaded);
  const shell = files(PRELOADED_SCREENS.shell).filter((name) => !loaded.has(name));
  for (const name of shell) loaded.add(name);
  return Object.fromEntries(
    Object.entries(PRELOADED_SCREENS).map(([screen, source]) => [
      screen,
      screen === "shell" ? shell : files(source).filter((name) => !loaded.has(name)),
    ]),
  );
}

/**
 * Writes screenPreloadLists into index.html, one data attribute per screen on an inert
 * `<template id="screen-code">`, which screen-code.ts reads to insert those links one per task.
 * Vite's preload inserts them all in one task, a dozen or more at once, and under Lighthouse (whose
 * debugger records a stack for every request) that task took 20 to 30 ms right after the first
 * paint, 80 to 120 ms at a phone's speed.
 */
function screenPreloads(): Plugin {
  return {
    name: "spurq-screen-preloads",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html, { bundle }) =>
        bundle
          ? {
              html,
              tags: [
                {
                  tag: "template",
                  attrs: {
                    id: "screen-code",
                    ...Object.fromEntries(
                      Object.entries(screenPreloadLists(bundle)).map(([screen, files]) => [
                        `data-${screen}`,
                        files.join(" "),
                      ]),
                    ),
                  },
                  injectTo: "body",
                },
              ],
            }
          : html,
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    screenPreloads(),
    {
      name: "spurq-out-dir",
      configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    },
    ...onlyWhenWriting(
      VitePWA({
        strategies: "injectManifest",
        srcDir: "src",
        filename: "sw.ts",
        // Registered by the entry script once the first screen is interactive (lib/service-worker).
        injectRegister: false,
        manifest: appManifest,
        // The icons are in globPatterns already (listing them twice would precache them twice).
        includeManifestIcons: false,
        injectManifest: {
          rollupFormat: "iife",
          globPatterns: ["index.html", "favicon.svg", "icons/*.png", "assets/*.{js,css}"],
          manifestTransforms: [shellOnly],
        },
      }),
    ),
  ],
  resolve: { alias: aliases },
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    proxy: { "/api": { target: "http://127.0.0.1:5000", changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // Everything the first screen needs in one file: on HTTP/1.1 (the Hosting emulator) and on a
    // slow phone network each extra request before the first paint costs a round trip, and the
    // automatic splitting made five (runtime, React, JSX runtime, icon base, app).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "start", tags: ["$initial"] },
            // Headless UI in one file: no first screen needs it before it is interactive (menus and
            // popovers load after, dialogs when opened), and as a dozen small shared files it
            // lengthened the entry script's list of what each screen preloads.
            {
              name: "headlessui",
              test: /[\\/]node_modules[\\/](@headlessui|@floating-ui|react-aria|react-stately|@react-aria|@react-stately|use-sync-external-store|tabbable)[\\/]/,
            },
            // Every icon in one file, and every feature's read queries with TanStack Query's hooks
            // in another: as a few dozen files of a few hundred bytes each, they were most of the
            // requests a signed-in screen made before it could draw (46 files for Home, 38 for an
            // article; 25 and 19 now), each a round trip on HTTP/1.1 or a slow phone network.
            { name: "icons", test: /[\\/]node_modules[\\/]lucide-react[\\/]/ },
            {
              name: "queries",
              test: /[\\/](web[\\/]src[\\/]features[\\/][a-z-]+[\\/]api[\\/](get-|keys)|node_modules[\\/]@tanstack[\\/])/,
            },
            // The same for the few tiny modules every signed-in screen shares: the deferred loading of
            // dialogs, menus and popovers, and the contract's zod-free constants.
            {
              name: "signed-in-kit",
              test: /[\\/](web[\\/]src[\\/](components[\\/]ui[\\/](dialog|lazy-dialog|deferred-control|deferred-modules)|lib[\\/]after-first-screen)|functions[\\/]src[\\/]shared[\\/](progress|schemas[\\/][a-z-]+-constants))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
});
