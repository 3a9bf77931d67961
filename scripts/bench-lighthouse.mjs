// npm run bench:lighthouse: Lighthouse's mobile preset (simulated slow 4G and a 4x slower CPU)
// on the public screens and on a demo reader's first signed-in screens (Home and the reading
// screen), served by the Hosting emulator from the built web/dist, in Debian's Chromium. Each
// signed-in screen is measured twice: as a returning reader opens it (the browser keeps what their
// last visit left: the HTTP cache and the service worker with its caches) and with everything
// emptied (the worst case: the first visit after a release that changed every file). Prints
// per page the medians of several runs: performance score, LCP, FCP, TBT, CLS, the JavaScript the
// page requested (gzipped), the part of it requested before the screen was ready (see
// firstScreenScripts), and the range of the machine's load average over the runs.
// Reuses the emulators already serving the app at :5000 (with the demo data, as `npm start`);
// otherwise starts them itself with the demo data and runs inside `firebase emulators:exec`.
// Pages are loaded over HTTP/2, as Firebase Hosting serves them, through a local front for the
// emulator (scripts/lib/http2-front.mjs); LIGHTHOUSE_HTTP1=1 loads them from the emulator's own
// HTTP/1.1 instead, as this benchmark did before.
// Not part of npm test: it takes minutes and a shared machine makes timings noisy.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { gzipSync } from "node:zlib";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_INSTALL_HINT, findChromium } from "./lib/chromium.mjs";
import { startHttp2Front } from "./lib/http2-front.mjs";
import { EMULATORS, HOSTING_URL, emulatorEnv, firebaseArgs, hasDemoData } from "./lib/emulators.mjs";
import { emulatorDataDir, repoRoot } from "./lib/paths.mjs";
import { DEMO_PASSWORD, DEMO_USERS } from "./seed/demo-users.mjs";

/** The demo reader the signed-in screens are measured as, and the article the reading screen opens. */
const READER = DEMO_USERS[0];
const READING_TITLE = "Why Paper Maps Still Teach Us Something";

const PAGES = [
  { name: "landing", path: "/" },
  { name: "auth (login tab)", path: "/#/auth" },
  { name: "auth (register tab)", path: "/#/auth?tab=register" },
  { name: "home (signed in, returning)", path: "/#/home", signedIn: true, cache: "kept" },
  { name: "reading (signed in, returning)", path: "reading", signedIn: true, cache: "kept" },
  { name: "home (signed in, cache emptied)", path: "/#/home", signedIn: true, cache: "emptied" },
  { name: "reading (signed in, cache emptied)", path: "reading", signedIn: true, cache: "emptied" },
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
// LIGHTHOUSE_PAGES=home,reading measures only the pages whose names contain one of the words.
const ONLY = (process.env.LIGHTHOUSE_PAGES ?? "").split(",").filter(Boolean);
// LIGHTHOUSE_REPORTS=dir keeps each run's full report there as JSON (what shifted, what blocked).
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
// The same Chromium the browser journeys use; chrome-launcher never downloads one.
const CHROME_PATH = findChromium();
const HTTP1 = process.env.LIGHTHOUSE_HTTP1 === "1";
// With the HTTP/2 front, bench() adds the flag that trusts its self-signed certificate.
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu"];
/** Where the browser loads the app: the HTTP/2 front, or the emulator itself (set in bench()). */
let origin = HOSTING_URL;

/** True when something at :5000 serves the app's index.html. */
async function hostingServesApp() {
  try {
    const response = await fetch(`${HOSTING_URL}/`, { signal: AbortSignal.timeout(3000) });
    return response.ok && (await response.text()).includes('id="root"');
  } catch {
    return false;
  }
}

/** Waits up to a minute for the api function to answer at :5000 (a 401 of its own without a token). */
async function apiAnswers() {
  for (let tries = 0; tries < 60; tries += 1) {
    try {
      const response = await fetch(`${HOSTING_URL}/api/auth/user`, { signal: AbortSignal.timeout(5000) });
      if (response.status === 401) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

/**
 * Signs the demo reader in through the sign-in screen in the browser at `port`, as a person would,
 * visits the page once and returns its hash path. The session stays for the measured load, because
 * Firebase Auth keeps it in IndexedDB and local storage, which Lighthouse is told not to reset.
 * With `cache: "kept"` so does everything else that visit left, as for a reader who comes back:
 * the HTTP cache and the service worker (waited for here) with its caches. With
 * `cache: "emptied"` those are removed, so the measured load downloads everything again.
 */
async function signIn(port, page) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const tab = context.pages()[0] ?? (await context.newPage());
    await tab.setViewportSize({ width: 1280, height: 800 });
    await tab.goto(`${origin}/#/auth`);
    const form = tab.getByRole("tabpanel", { name: "Login" });
    await form.getByLabel("Email").fill(READER.email);
    await form.getByLabel("Password").fill(DEMO_PASSWORD);
    await form.getByRole("button", { name: "Sign In" }).click();
    await tab.waitForURL(/#\/home$/, { timeout: 60_000 });
    let path = page.path;
    if (path === "reading") {
      const link = tab.getByRole("article", { name: READING_TITLE }).getByRole("link").first();
      await link.waitFor({ timeout: 60_000 });
      path = `/${new URL((await link.getAttribute("href")) ?? "", origin).hash}`;
    }
    // One unmeasured visit of the screen first: the Functions emulator starts a worker for each
    // request it has to serve at once, which a deployed function would not pay on every visit.
    // (No wait for network idle: the live listener's long poll keeps a request open.) Leaving the
    // app first makes it a page load: the screen's address is the one signing in ended on, or
    // differs from it only after the #, and going there straight would not load the page.
    await tab.goto("about:blank");
    await tab.goto(`${origin}${path}`);
    await tab.waitForTimeout(6000);
    if (page.cache === "kept") {
      // The app registers its worker once the first screen is idle: a returning reader has it.
      const hasWorker = await tab.evaluate(() =>
        Promise.race([
          navigator.serviceWorker.ready.then(() => true),
          new Promise((resolve) => setTimeout(() => resolve(false), 20_000)),
        ]),
      );
      if (!hasWorker) throw new Error(`${origin}${path}: no service worker after the first visit`);
      await tab.goto("about:blank");
      return path;
    }
    // Leave the app first: a page still open could register its worker again or refill its caches.
    await tab.goto("about:blank");
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Storage.clearDataForOrigin", {
      origin,
      storageTypes: "service_workers,cache_storage",
    });
    await cdp.send("Network.clearBrowserCache");
    return path;
  } finally {
    // Disconnects Playwright only: the browser, its profile and the session stay for Lighthouse.
    await browser.close().catch(() => undefined);
  }
}

/**
 * The app's scripts requested before the screen was ready: before the later of the load event and
 * the largest contentful paint, as the unthrottled page did them. What comes after (listeners'
 * SDKs, idle work) is what the screen defers.
 */
async function firstScreenScripts(lhr) {
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const ready = Math.max(observed.observedLoad ?? 0, observed.observedLargestContentfulPaint ?? 0);
  const table = lhr.audits["network-requests"]?.details ?? {};
  // The requests' times count from the first request; the metrics' from the navigation's start.
  const shift = ((table.debugData?.networkStartTimeTs ?? 0) - (observed.observedTimeOriginTs ?? 0)) / 1000;
  const scripts = (table.items ?? []).filter((r) => r.resourceType === "Script");
  const before = scripts.filter((r) => (r.networkRequestTime ?? 0) + shift < ready);
  const sizes = await Promise.all(scripts.map((r) => gzippedSize(r.url)));
  const sum = (list) => list.reduce((total, r) => total + sizes[scripts.indexOf(r)], 0);
  return {
    gzBytes: sum(scripts),
    readyGzBytes: sum(before),
    after: scripts.filter((r) => !before.includes(r)).map((r) => new URL(r.url).pathname.split("/").pop()),
  };
}

const gzipped = new Map();
/**
 * A script's size gzipped at level 9, as the landing page's budget journey counts it. Lighthouse's
 * transfer sizes also count each response's headers, and on the Hosting emulator it misses some
 * responses' sizes altogether (they read 0), so the JavaScript figures are counted here instead.
 */
async function gzippedSize(url) {
  if (!gzipped.has(url)) {
    // Read from the emulator itself: the front's certificate is not one Node trusts.
    const response = await fetch(url.replace(origin, HOSTING_URL));
    gzipped.set(
      url,
      response.ok ? gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length : 0,
    );
  }
  return gzipped.get(url);
}

/** One Lighthouse run in a fresh browser (no cache, no storage but what signIn left). */
async function measure(page) {
  const userDataDir = mkdtempSync(join(tmpdir(), "spurq-lighthouse-"));
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
    userDataDir,
  });
  try {
    const path = page.signedIn ? await signIn(chrome.port, page) : page.path;
    const url = `${origin}${path}`;
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ["performance"],
      logLevel: "error",
      output: "json",
      // The signed-in pages keep the session (and, when returning, the cache) that signIn left.
      disableStorageReset: Boolean(page.signedIn),
    });
    const { lhr } = result;
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const file = `${page.name.replace(/[^a-z]+/g, "-")}${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
      writeFileSync(join(REPORTS, file), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (page.signedIn && !lhr.finalDisplayedUrl.includes(path)) {
      throw new Error(`${url}: ended on ${lhr.finalDisplayedUrl}, not signed in`);
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const scripts = lhr.audits["resource-summary"]?.details?.items?.find(
      (item) => item.resourceType === "script",
    );
    const firstScreen = await firstScreenScripts(lhr);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: audit("largest-contentful-paint"),
      fcp: audit("first-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      jsBytes: firstScreen.gzBytes,
      jsFiles: scripts?.requestCount ?? 0,
      jsReadyBytes: firstScreen.readyGzBytes,
      deferred: firstScreen.after,
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** The HTTP/2 front's port (free on the emulators' machines: see firebase.json's ports). */
const FRONT_PORT = 5443;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function bench() {
  const pages = PAGES.filter((p) => !ONLY.length || ONLY.some((word) => p.name.includes(word)));
  if (pages.some((p) => p.signedIn) && !(await apiAnswers())) {
    throw new Error(
      `The api does not answer at ${HOSTING_URL}/api: the signed-in pages need every emulator.`,
    );
  }
  const front = HTTP1 ? null : await startHttp2Front(HOSTING_URL, FRONT_PORT);
  origin = front?.url ?? HOSTING_URL;
  if (front) CHROME_FLAGS.push(front.chromeFlag);
  console.log(
    `Lighthouse mobile preset, ${RUNS} runs per page, ${CHROME_PATH}, ${origin} (${front ? `HTTP/2 front for ${HOSTING_URL}` : "HTTP/1.1"})`,
  );
  try {
    await measurePages(pages);
  } finally {
    await front?.close();
  }
}

async function measurePages(pages) {
  const rows = [];
  for (const page of pages) {
    const runs = [];
    // The machine's one-minute load average before each run: Lighthouse multiplies the main
    // thread's observed work by four, so the same build's blocking time and score follow how fast
    // the machine runs it. The load is one sign of that (it does not count the host's other
    // guests); the public pages' scores are the other.
    const loads = [];
    for (let i = 0; i < RUNS; i += 1) {
      loads.push(loadavg()[0]);
      runs.push(await measure(page));
    }
    const of = (key) => median(runs.map((r) => r[key]));
    const scores = runs.map((r) => r.score);
    const range = (key, scale, digits) =>
      `${(Math.min(...runs.map((r) => r[key])) / scale).toFixed(digits)}-${(Math.max(...runs.map((r) => r[key])) / scale).toFixed(digits)}`;
    rows.push({
      page: page.name,
      score: of("score"),
      "score range": `${Math.min(...scores)}-${Math.max(...scores)}`,
      "LCP s": (of("lcp") / 1000).toFixed(2),
      "LCP range s": range("lcp", 1000, 2),
      "FCP s": (of("fcp") / 1000).toFixed(2),
      "TBT ms": Math.round(of("tbt")),
      CLS: of("cls").toFixed(3),
      "JS KiB gz": (of("jsBytes") / 1024).toFixed(1),
      "JS files": of("jsFiles"),
      "JS KiB gz ready": (of("jsReadyBytes") / 1024).toFixed(1),
      load: `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
    });
    const deferred = [...new Set(runs.flatMap((r) => r.deferred))];
    console.log(
      `  ${page.name}: scores ${scores.join(", ")}; scripts after ready: ${deferred.join(", ") || "none"}`,
    );
  }
  console.table(rows);
}

if (!CHROME_PATH) {
  console.error(`Chromium not found: install it with \`${CHROMIUM_INSTALL_HINT}\` (or set CHROMIUM_PATH).`);
  process.exit(1);
}
if (process.argv.includes("--inside") || (await hostingServesApp())) {
  await bench();
} else {
  // The signed-in pages need the api and its database with the demo readers: every emulator.
  if (!hasDemoData()) console.warn("No demo data in emulator-data/: the signed-in pages will fail.");
  console.log("No Hosting emulator at :5000: starting the emulators with the demo data for the benchmark.");
  const inner = `"${process.execPath}" scripts/bench-lighthouse.mjs --inside`;
  const importArgs = hasDemoData() ? ["--import", emulatorDataDir] : [];
  // The emulators log every request the pages make: keep their start-up and the benchmark's own lines.
  const chatter = /^(i {2}hosting:|\[hosting\]|i {2}functions:|⬢ {2}functions:|\s+FirebaseError)/;
  const child = spawn(
    process.execPath,
    firebaseArgs("emulators:exec", "--only", EMULATORS, ...importArgs, inner),
    { cwd: repoRoot, env: emulatorEnv({ SPURQ_LOG: "silent" }), stdio: ["ignore", "pipe", "inherit"] },
  );
  createInterface({ input: child.stdout }).on("line", (line) => {
    if (!chatter.test(line)) console.log(line);
  });
  child.on("close", (code) => process.exit(code ?? 1));
}
