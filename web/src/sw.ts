/// <reference lib="webworker" />
// The service worker of the installed app (built by vite-plugin-pwa with Workbox, bundled at build
// time: nothing loads at run time). It does three things and no more:
// - keeps the app's shell (index.html, the entry script and style, the icons) so Spurq opens
//   offline and installs as an app; other scripts are kept as they are first used;
// - receives the share target's POST (a shared page or PDF) and hands it to the create screen;
// - never answers /api/** or Firebase's reserved /__/** itself: those always go to the network.
// Pages load network-first, so a deploy reaches readers on their next visit; the cached shell is
// only the fallback when the network fails. See docs/decisions.md, "The installable app".
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { ExpirationPlugin } from "workbox-expiration";
import {
  SHARE_TARGET_PATH,
  SHARED_FILES_CACHE,
  shareRoute,
  sharedFileKey,
  sharedFileRoute,
} from "./features/capture/capture-link";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/**
 * Addresses the worker never answers: no route below matches them, so the browser sends them to
 * the network exactly as without a worker (the navigation route must leave them out explicitly).
 */
const NETWORK_ONLY = [/^\/api\//, /^\/__\//];
/** A navigation that takes longer than this falls back to the cached shell. */
const NAVIGATION_TIMEOUT_MS = 4000;
/** Shared files not taken by the create screen are dropped after this long. */
const SHARED_FILE_TTL_MS = 24 * 60 * 60 * 1000;

// A new version takes over at once (its pages load from the network anyway), and the old
// version's caches go.
self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
cleanupOutdatedCaches();

// The share target first: Workbox routes by registration order.
registerRoute(({ url }) => url.pathname === SHARE_TARGET_PATH, receiveShare, "POST");

// Pages: the network's index.html, the cached one offline.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetchWithin(request, NAVIGATION_TIMEOUT_MS);
      } catch (error) {
        const shell = await matchPrecache("index.html");
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: NETWORK_ONLY },
  ),
);

// The shell, kept at install. Its route answers the shell's files cache-first; a page never
// reaches it, since the navigation route above comes first and answers every page, so an old
// index.html is not served while the network answers.
precacheAndRoute(self.__WB_MANIFEST);

// Other built files (route chunks, language bundles) are content-hashed and immutable: kept on
// first use, so screens once opened open offline too.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
  new CacheFirst({
    cacheName: "spurq-assets",
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

function fetchWithin(request: Request, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("navigation timed out")), ms);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The share target's POST: a PDF is parked in Cache Storage under a fresh id and the create screen
 * opens to import it; a page's (title, text, url) opens the create screen with its address. 303
 * turns the POST into a GET of the app, so a reload does not share again.
 */
async function receiveShare({ request }: { request: Request }): Promise<Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.redirect(shareRoutePath({}), 303);
  }
  const file = form.getAll("file").find((part): part is File => part instanceof File && part.size > 0);
  // Any file is parked: the create screen checks it as it checks a chosen one (type, 10 MB) and
  // says what is wrong in the same words.
  if (file) {
    const id = crypto.randomUUID();
    const cache = await caches.open(SHARED_FILES_CACHE);
    await dropStaleFiles(cache);
    await cache.put(
      sharedFileKey(id),
      new Response(file, {
        headers: {
          "Content-Type": file.type || "application/pdf",
          "X-File-Name": encodeURIComponent(file.name || "shared.pdf"),
          "X-Stored-At": String(Date.now()),
        },
      }),
    );
    return Response.redirect(`/#${sharedFileRoute(id)}`, 303);
  }
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  return Response.redirect(
    shareRoutePath({ title: field("title"), text: field("text"), url: field("url") }),
    303,
  );
}

function shareRoutePath(share: { title?: string | null; text?: string | null; url?: string | null }): string {
  return `/#${shareRoute(share)}`;
}

/** Files shared but never imported (the reader never signed in, say) do not pile up. */
async function dropStaleFiles(cache: Cache): Promise<void> {
  const now = Date.now();
  for (const key of await cache.keys()) {
    const stored = Number((await cache.match(key))?.headers.get("X-Stored-At") ?? 0);
    if (now - stored > SHARED_FILE_TTL_MS) await cache.delete(key);
  }
}
