// npm run bench:lighthouse: Lighthouse's mobile preset (simulated slow 4G and a 4x slower CPU)
// on every public screen, served by the Hosting emulator from the built web/dist, in Debian's
// Chromium. Prints per page the medians of several runs: performance score, LCP, FCP, TBT, CLS
// and transferred JavaScript. Reuses a Hosting emulator already serving the app at :5000;
// otherwise starts the emulators itself and runs inside `firebase emulators:exec`.
// Not part of npm test: it takes minutes and a shared machine makes timings noisy.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_INSTALL_HINT, findChromium } from "./lib/chromium.mjs";
import { HOSTING_URL, emulatorEnv, firebaseArgs, run } from "./lib/emulators.mjs";

const PAGES = [
  { name: "landing", path: "/" },
  { name: "auth (login tab)", path: "/#/auth" },
  { name: "auth (register tab)", path: "/#/auth?tab=register" },
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
// The same Chromium the browser journeys use; chrome-launcher never downloads one.
const CHROME_PATH = findChromium();
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu"];

/** True when something at :5000 serves the app's index.html. */
async function hostingServesApp() {
  try {
    const response = await fetch(`${HOSTING_URL}/`, { signal: AbortSignal.timeout(3000) });
    return response.ok && (await response.text()).includes('id="root"');
  } catch {
    return false;
  }
}

/** One Lighthouse run in a fresh browser (no cache, no storage, nothing warm from earlier runs). */
async function measure(url) {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ["performance"],
      logLevel: "error",
      output: "json",
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const scripts = lhr.audits["resource-summary"]?.details?.items?.find(
      (item) => item.resourceType === "script",
    );
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: audit("largest-contentful-paint"),
      fcp: audit("first-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      jsBytes: scripts?.transferSize ?? 0,
      jsFiles: scripts?.requestCount ?? 0,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function bench() {
  console.log(`Lighthouse mobile preset, ${RUNS} runs per page, ${CHROME_PATH}, ${HOSTING_URL}`);
  const rows = [];
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(`${HOSTING_URL}${page.path}`));
    const of = (key) => median(runs.map((r) => r[key]));
    const scores = runs.map((r) => r.score);
    rows.push({
      page: page.name,
      score: of("score"),
      "score range": `${Math.min(...scores)}-${Math.max(...scores)}`,
      "LCP s": (of("lcp") / 1000).toFixed(2),
      "LCP range s": `${(Math.min(...runs.map((r) => r.lcp)) / 1000).toFixed(2)}-${(Math.max(...runs.map((r) => r.lcp)) / 1000).toFixed(2)}`,
      "FCP s": (of("fcp") / 1000).toFixed(2),
      "TBT ms": Math.round(of("tbt")),
      CLS: of("cls").toFixed(3),
      "JS KiB": (of("jsBytes") / 1024).toFixed(1),
      "JS files": of("jsFiles"),
    });
    console.log(`  ${page.name}: scores ${scores.join(", ")}`);
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
  // The public pages need only Hosting (web/dist) and, once the sign-in SDK loads, Auth.
  console.log("No Hosting emulator at :5000: starting Hosting and Auth for the benchmark.");
  const inner = `"${process.execPath}" scripts/bench-lighthouse.mjs --inside`;
  const { code } = await run(
    process.execPath,
    firebaseArgs("emulators:exec", "--only", "auth,hosting", inner),
    { env: emulatorEnv({ SPURQ_LOG: "silent" }) },
  );
  process.exit(code);
}
