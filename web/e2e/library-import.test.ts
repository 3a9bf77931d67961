// 'Bring your library': a reader who left Pocket picks its CSV export on My Articles, sees what
// Spurq found in it (and the row it will not take), imports it and watches the job's progress
// reach the summary, downloads the report, then finds the articles in My Articles and reads one;
// Settings opens the same dialog, where the finished import still stands.
// The pages the export points at are served here on 127.0.0.1 (the emulator's functions allow
// loopback fetches). One new user per run; nothing is wiped.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { newIdentity, screenshot, uniqueSuffix, waitForRoute } from "./support/browser";
import { endSession, openFresh, startSignedInSession } from "./support/session";
import { expectNoSeriousA11yViolations } from "./support/a11y";

const run = uniqueSuffix();
const ARTICLES = [
  { path: "/tidal-clocks", title: `Tidal Clocks ${run}`, tags: "sea|time" },
  { path: "/salt-roads", title: `The Salt Roads ${run}`, tags: "history" },
  { path: "/winter-harbours", title: `Winter Harbours ${run}`, tags: "" },
];
/** The whole import, fetches at a polite pace included, stays well within this. */
const IMPORT_DONE_MS = 120_000;

function articlePage(title: string): string {
  const paragraphs = Array.from(
    { length: 5 },
    (_, index) =>
      `<p>${title}, part ${index + 1}. Harbour towns kept time by the tide long before they kept it by the clock: the fishing fleet left on the ebb and came home on the flood, and every trade on the quay followed.</p>`,
  ).join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="author" content="Ines Moreau"></head><body><nav><a href="/">Home</a></nav>
<article><h1>${title}</h1><p class="byline">By Ines Moreau</p>${paragraphs}</article>
<footer>Footer links</footer></body></html>`;
}

/** Pocket's CSV export: title,url,time_added,tags,status; a mailto: row it cannot take. */
function pocketCsv(origin: string): string {
  const added = Math.floor(Date.parse("2021-05-04T10:00:00Z") / 1000);
  const rows = ARTICLES.map(
    (article, index) =>
      `"${article.title}",${origin}${article.path},${added + index * 86_400},${article.tags},${index === 2 ? "archive" : "unread"}`,
  );
  return [
    "title,url,time_added,tags,status",
    ...rows,
    `Write to us,mailto:hello@example.test,${added},,unread`,
  ]
    .join("\n")
    .concat("\n");
}

let server: Server;
let origin = "";
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cspViolations: string[];
const reader = newIdentity("library");

beforeAll(async () => {
  server = createServer((request, response) => {
    const article = ARTICLES.find((each) => each.path === request.url);
    response.writeHead(article ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
    response.end(article ? articlePage(article.title) : "<h1>Not found</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ browser, context, page, cspViolations } = await startSignedInSession(reader));
});

afterAll(async () => {
  await endSession({ browser, context });
  await new Promise((resolve) => server?.close(resolve));
});

/** What the preview or the summary says for a count. */
async function countOf(label: string): Promise<string> {
  const term = page.getByRole("dialog").locator("dt", { hasText: new RegExp(`^${label}$`) });
  return (await term.locator("xpath=following-sibling::dd[1]").innerText()).trim();
}

describe("bring your library", () => {
  it(
    "when a reader brings a Pocket CSV from My Articles, then the preview, the live progress and the summary show, and the articles are in My Articles to read",
    async () => {
      await openFresh(page, "/articles");
      // By keyboard: the entry opens the dialog with the focus inside; Escape gives it back.
      const entry = page.getByRole("button", { name: "Bring your library" });
      await entry.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Bring your library" });
      await dialog.getByRole("heading", { name: "Choose your export file" }).waitFor();
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      expect(await entry.evaluate((node) => node === document.activeElement)).toBe(true);
      await page.keyboard.press("Enter");
      await dialog.getByText(/^Reads exports from Pocket/).click();
      await dialog.getByText("Kindle (My Clippings.txt)").waitFor();
      await expectNoSeriousA11yViolations(page, "the library import's file picker");
      await screenshot(page, "library-import-picker");

      // The preview: the format, the counts, and the row that will not be taken, with its reason.
      await dialog.getByLabel("Export file").focus();
      const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.keyboard.press("Space")]);
      await chooser.setFiles({
        name: "part_000000.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(pocketCsv(origin)),
      });
      await dialog
        .getByRole("heading", { name: "Found in your Pocket (CSV) file" })
        .waitFor({ timeout: 30_000 });
      expect(await countOf("Articles")).toBe("3");
      expect(await countOf("Tags")).toBe("3");
      expect(await countOf("Pages to fetch")).toBe("3");
      const skipped = dialog.getByRole("region", { name: "What will not be taken (1)" });
      expect(await skipped.innerText()).toMatch(/^line 5: .*mailto:hello@example\.test.* not a web address/);
      await expectNoSeriousA11yViolations(page, "the library import's preview");
      await screenshot(page, "library-import-preview");

      // The import: a job whose progress shows live, "Importing articles… N of 3", to the summary.
      await dialog.getByRole("button", { name: "Import" }).focus();
      await page.keyboard.press("Enter");
      await dialog.getByRole("heading", { name: "Importing your library" }).waitFor();
      const bar = dialog.getByRole("progressbar", { name: "Library import progress" });
      await bar.waitFor();
      await screenshot(page, "library-import-progress");
      const seen = new Set<string>();
      const summary = dialog.getByRole("heading", { name: "Your library is here" });
      const deadline = Date.now() + IMPORT_DONE_MS;
      while (!(await summary.isVisible())) {
        expect(Date.now(), "the import ends within its time").toBeLessThan(deadline);
        const text = await bar.getAttribute("aria-valuetext").catch(() => null);
        if (text) seen.add(text);
        await page.waitForTimeout(100);
      }
      for (const text of seen) {
        expect(text).toMatch(/^(Waiting to start…|Reading your file…|Importing articles… \d of 3|Done\.)/);
      }
      expect(await countOf("Imported")).toBe("3");
      expect(await countOf("Already there")).toBe("0");
      expect(await countOf("Failed")).toBe("0");
      await expectNoSeriousA11yViolations(page, "the library import's summary");
      await screenshot(page, "library-import-summary");

      // The report: one row per entry of the file, with what became of it.
      const [report] = await Promise.all([
        page.waitForEvent("download"),
        dialog.getByRole("button", { name: "Download report" }).click(),
      ]);
      expect(report.suggestedFilename()).toMatch(/\.csv$/);
      const lines = (await readFile((await report.path())!, "utf8")).trim().split(/\r?\n/);
      expect(lines[0]).toMatch(/^source,address,title,outcome,reason/);
      for (const article of ARTICLES) expect(lines.some((line) => line.includes(article.title))).toBe(true);

      // My Articles has them; one opens with the page's text.
      await dialog.getByRole("button", { name: "Go to My Articles" }).click();
      await waitForRoute(page, "/articles");
      for (const article of ARTICLES) {
        await page.getByRole("article", { name: article.title }).waitFor({ timeout: 30_000 });
      }
      await screenshot(page, "library-import-my-articles");
      await page.getByRole("article", { name: ARTICLES[0]!.title }).getByRole("link").first().click();
      await page.getByRole("heading", { level: 1, name: ARTICLES[0]!.title }).waitFor({ timeout: 30_000 });
      expect(await page.getByTestId("article-content").innerText()).toContain(
        "Harbour towns kept time by the tide",
      );
      await expectNoSeriousA11yViolations(page, "an imported article");
      await screenshot(page, "library-import-article");

      // Settings → Account opens the same dialog: after a reload it shows the finished import.
      await openFresh(page, "/settings");
      const card = page.getByRole("region", { name: "Bring your library" });
      await card.getByRole("button", { name: "Bring your library" }).click();
      await page
        .getByRole("dialog", { name: "Bring your library" })
        .getByRole("heading", { name: "Your library is here" })
        .waitFor({ timeout: 30_000 });
      expect(await countOf("Imported")).toBe("3");
      await expectNoSeriousA11yViolations(page, "Settings with the finished library import");
      await screenshot(page, "library-import-settings");
      expect(cspViolations).toEqual([]);
    },
    IMPORT_DONE_MS + 120_000,
  );
});
