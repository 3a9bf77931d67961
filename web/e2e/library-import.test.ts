// 'Bring your library': a reader who left Pocket picks its CSV export on My Articles, sees what
// Spurq found in it (and the row it will not take), imports it and watches the job's progress
// reach the summary, downloads the report, then finds the articles in My Articles and reads one;
// Settings opens the same dialog, where the finished import still stands. Then the same reader
// brings an Omnivore export zip (its articles' text and highlights with notes inside), opens one of
// its articles with the highlights drawn in the text and the note as their comment, and asks a
// friend about one of them; the friend receives the question.
// The pages the Pocket export points at are served here on 127.0.0.1 (the emulator's functions
// allow loopback fetches); Omnivore's carry their text, so nothing is fetched for them. Two new
// users per run, made friends through the friends API; nothing is wiped.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { zipOf } from "../../functions/test/helpers/library-files";
import {
  launchBrowser,
  newIdentity,
  screenshot,
  uniqueSuffix,
  waitForRoute,
  waitForToast,
  type TestPage,
} from "./support/browser";
import { openFresh } from "./support/session";
import { closeSideBySide, friendsSideBySide, type ApiUser } from "./support/social";
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

/**
 * Omnivore's export: metadata_<n>_to_<m>.json, the article as Omnivore kept it in
 * content/<slug>.html and the reader's highlights in highlights/<slug>.md (each a "> " quote, its
 * labels, then the note, separated by blank lines; a passage may wrap onto an unquoted line).
 */
const OMNIVORE = [
  {
    slug: `the-lamp-room-${run}`,
    title: `The Lamp Room ${run}`,
    labels: ["lighthouses", "history"],
    paragraphs: [
      "Every lighthouse had a lamp room at its top, glazed on all sides and reached by a narrow iron stair.",
      "The keepers trimmed the wicks at dusk and again at midnight, so that the flame burned <em>clear and steady</em> until dawn.",
      "Fog signals sounded every thirty seconds while the mist lay on the water, and the keepers took turns to wind them.",
      "In the morning the lens was polished by hand with linen and spirit, a task that took the best part of an hour.",
    ],
    highlights: [
      "> The keepers trimmed the wicks at dusk and again at midnight, so that the flame\nburned clear and steady until dawn. ",
      "#keepers #routine",
      "Twice a night, every night: ask who slept when.",
      "> Fog signals sounded every thirty seconds while the mist lay on the water ",
    ],
  },
  {
    slug: `lights-on-the-reef-${run}`,
    title: `Lights on the Reef ${run}`,
    labels: ["lighthouses"],
    paragraphs: [
      "A reef light stands on rock that the sea covers twice a day, and its builders could work only at low water.",
      "Granite blocks were dovetailed into one another so that the waves could not lift a single stone of the tower.",
      "The first winter storms tested the tower before its lantern was even lit, and it did not move.",
    ],
    highlights: [
      "> Granite blocks were dovetailed into one another so that the waves could not lift a single stone of the tower. ",
      "Like a puzzle the sea cannot take apart.",
    ],
  },
  {
    slug: `the-last-keeper-${run}`,
    title: `The Last Keeper ${run}`,
    labels: [],
    paragraphs: [
      "When the lights were automated, the last keepers locked the doors behind them and handed in their keys.",
      "Some of them stayed on the coast and went on watching the beam sweep the water every night.",
    ],
    highlights: ["> went on watching the beam sweep the water every night. "],
  },
];
/** The passage of the first article the friend is asked about, and its note. */
const ASKED_QUOTE =
  "The keepers trimmed the wicks at dusk and again at midnight, so that the flame burned clear and steady until dawn.";
const ASKED_NOTE = "Twice a night, every night: ask who slept when.";
const QUESTION = "Who do you think kept the midnight watch?";

function omnivoreZip(): Promise<Buffer> {
  const saved = Date.parse("2024-05-17T08:30:00.000Z");
  const metadata = OMNIVORE.map((article, index) => ({
    id: `0f3c7a52-9d1e-11ef-a8b1-8b1f3c0e2d4${index}`,
    slug: article.slug,
    title: article.title,
    description: article.paragraphs[0],
    author: "Ines Moreau",
    url: `https://lighthouses.example.org/${run}/${article.slug}`,
    state: index === 2 ? "Archived" : "Active",
    readingProgress: index === 2 ? 100 : 12.5,
    thumbnail: null,
    labels: article.labels,
    savedAt: new Date(saved + index * 86_400_000).toISOString(),
    updatedAt: new Date(saved + index * 86_400_000).toISOString(),
    publishedAt: null,
  }));
  const entries: Record<string, string> = {
    "metadata_0_to_3.json": JSON.stringify(metadata, null, 2),
  };
  for (const article of OMNIVORE) {
    const paragraphs = article.paragraphs.map((paragraph) => `  <p>${paragraph}</p>`).join("\n");
    entries[`content/${article.slug}.html`] =
      `<div class="page" id="readability-page-1">\n  <h2>${article.title}</h2>\n${paragraphs}\n</div>`;
    entries[`highlights/${article.slug}.md`] = article.highlights.join("\n\n");
  }
  return zipOf(entries);
}

let server: Server;
let origin = "";
let browser: Browser;
let readerSession: TestPage;
let friendSession: TestPage;
let page: Page;
let cspViolations: string[];
let api: { reader: ApiUser; friend: ApiUser };
const reader = newIdentity("library");
const friend = newIdentity("library_f");

beforeAll(async () => {
  server = createServer((request, response) => {
    const article = ARTICLES.find((each) => each.path === request.url);
    response.writeHead(article ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
    response.end(article ? articlePage(article.title) : "<h1>Not found</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  const friends = await friendsSideBySide(browser, reader, friend);
  ({ ada: readerSession, ben: friendSession } = friends);
  api = { reader: friends.api.ada, friend: friends.api.ben };
  ({ page, cspViolations } = readerSession);
});

afterAll(async () => {
  await closeSideBySide(browser, [readerSession, friendSession]);
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
      // The wait starts before the focus: Playwright intercepts file choosers only once it has told
      // the browser to, which a key pressed at the same moment could overtake.
      const choosing = page.waitForEvent("filechooser");
      await dialog.getByLabel("Export file").focus();
      await page.keyboard.press("Space");
      const chooser = await choosing;
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

  it(
    "when the reader brings an Omnivore zip, then its articles arrive with their highlights drawn in the text and the notes as comments, and a friend can be asked about one",
    async () => {
      // The finished Pocket import still stands in the dialog; "Import another file" starts anew.
      await openFresh(page, "/articles");
      await page.getByRole("button", { name: "Bring your library" }).click();
      const dialog = page.getByRole("dialog", { name: "Bring your library" });
      await dialog.getByRole("heading", { name: "Your library is here" }).waitFor({ timeout: 30_000 });
      await dialog.getByRole("button", { name: "Import another file" }).click();
      await dialog.getByRole("heading", { name: "Choose your export file" }).waitFor();

      // The preview: Omnivore's format, its articles, highlights, notes and labels; nothing to fetch.
      const [chooser] = await Promise.all([
        page.waitForEvent("filechooser"),
        dialog.getByLabel("Export file").click(),
      ]);
      await chooser.setFiles({
        name: "omnivore-export.zip",
        mimeType: "application/zip",
        buffer: await omnivoreZip(),
      });
      await dialog
        .getByRole("heading", { name: "Found in your Omnivore (zip) file" })
        .waitFor({ timeout: 30_000 });
      expect(await countOf("Articles")).toBe("3");
      expect(await countOf("Highlights")).toBe("4");
      expect(await countOf("Notes")).toBe("2");
      expect(await countOf("Tags")).toBe("2");
      expect(await countOf("Pages to fetch")).toBe("0");
      expect(await dialog.getByRole("region", { name: /^What will not be taken/ }).count()).toBe(0);
      await expectNoSeriousA11yViolations(page, "the library import's preview of an Omnivore zip");
      await screenshot(page, "library-import-omnivore-preview");

      // The import: the bar only ever moves forward, to the summary.
      await dialog.getByRole("button", { name: "Import" }).click();
      await dialog.getByRole("heading", { name: "Importing your library" }).waitFor();
      const bar = dialog.getByRole("progressbar", { name: "Library import progress" });
      await bar.waitFor();
      await expectNoSeriousA11yViolations(page, "the library import's progress of an Omnivore zip");
      await screenshot(page, "library-import-omnivore-progress");
      const steps: Array<{ now: number; text: string }> = [];
      const summary = dialog.getByRole("heading", { name: "Your library is here" });
      const deadline = Date.now() + IMPORT_DONE_MS;
      while (!(await summary.isVisible())) {
        expect(Date.now(), "the import ends within its time").toBeLessThan(deadline);
        const step = await bar
          .evaluate((node) => ({
            now: Number(node.getAttribute("aria-valuenow")),
            text: node.getAttribute("aria-valuetext") ?? "",
          }))
          .catch(() => null);
        if (step && step.text !== steps.at(-1)?.text) steps.push(step);
        await page.waitForTimeout(50);
      }
      expect(steps.length, "the progress was seen before the summary").toBeGreaterThan(0);
      for (const [index, step] of steps.entries()) {
        expect(step.text).toMatch(
          /^(Waiting to start…|Reading your file…|Importing articles… \d of 3|Done\.)/,
        );
        if (index > 0) expect(step.now).toBeGreaterThanOrEqual(steps[index - 1]!.now);
      }
      expect(await countOf("Imported")).toBe("3");
      expect(await countOf("Already there")).toBe("0");
      expect(await countOf("Failed")).toBe("0");
      expect(await countOf("Highlights")).toBe("4");
      expect(await countOf("Of which not found in the current text")).toBe("0");
      expect(await countOf("Notes")).toBe("2");
      await expectNoSeriousA11yViolations(page, "the library import's summary of an Omnivore zip");
      await screenshot(page, "library-import-omnivore-summary");

      // My Articles has them; the first opens with its highlights drawn where their words are.
      await dialog.getByRole("button", { name: "Go to My Articles" }).click();
      await waitForRoute(page, "/articles");
      const [lampRoom] = OMNIVORE;
      for (const article of OMNIVORE) {
        await page.getByRole("article", { name: article.title }).waitFor({ timeout: 30_000 });
      }
      await page.getByRole("article", { name: lampRoom!.title }).getByRole("link").first().click();
      await page.getByRole("heading", { level: 1, name: lampRoom!.title }).waitFor({ timeout: 30_000 });
      expect(await page.getByTestId("article-content").innerText()).toContain(
        "Every lighthouse had a lamp room at its top",
      );
      await page.locator("mark[data-highlight-id]").first().waitFor();
      // Each highlight's drawn pieces (a passage across an <em> is drawn in several), joined.
      const drawn = await page.evaluate(() => {
        const byId = new Map<string, string>();
        for (const mark of document.querySelectorAll<HTMLElement>("mark[data-highlight-id]")) {
          const id = mark.dataset.highlightId!;
          byId.set(id, (byId.get(id) ?? "") + (mark.textContent ?? ""));
        }
        return [...byId.values()];
      });
      expect(drawn).toEqual([
        ASKED_QUOTE,
        "Fog signals sounded every thirty seconds while the mist lay on the water",
      ]);
      await expectNoSeriousA11yViolations(page, "an imported Omnivore article with its highlights");
      await screenshot(page, "library-import-omnivore-article");

      // The highlight opens with its note as the comment; the friend is asked about it from there.
      await page
        .getByTestId("highlight-list")
        .getByRole("button", { name: /^The keepers trimmed the wicks/ })
        .click();
      const panel = page.getByTestId("comment-panel");
      await panel.getByText(ASKED_NOTE).waitFor();
      await expectNoSeriousA11yViolations(page, "an imported highlight with its note");
      await screenshot(page, "library-import-omnivore-note");
      await panel.getByRole("button", { name: /Ask a friend/ }).click();
      const ask = page.getByRole("dialog", { name: "Ask a friend" });
      await ask.getByLabel("Search friends").fill(friend.username.slice(0, 10));
      await ask.getByRole("radio", { name: friend.username }).check();
      // The highlight the panel was opened on is the one prefilled (the select shows its words).
      const chosen = ask.getByLabel("Highlight (optional)");
      await expect
        .poll(() =>
          chosen.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? ""),
        )
        .toMatch(/^The keepers trimmed the wicks/);
      await ask.getByLabel("Question").fill(QUESTION);
      const [response] = await Promise.all([
        page.waitForResponse(
          (r) => new URL(r.url()).pathname === "/api/spurqs" && r.request().method() === "POST",
        ),
        ask.getByRole("button", { name: "Send" }).click(),
      ]);
      expect(response.status()).toBe(201);
      await waitForToast(page, "Sent successfully");

      // The friend has it: one unread, the card with the question, the passage marked in the text.
      await expect(api.friend.call("GET", "/api/spurqs/unread-count")).resolves.toEqual({ count: 1 });
      const friendPage = friendSession.page;
      await openFresh(friendPage, "/notifications");
      const card = friendPage.getByTestId("spurq-card").filter({ hasText: lampRoom!.title });
      await card.getByText(`Asked: ${QUESTION}`).waitFor({ timeout: 30_000 });
      await card.getByRole("link", { name: "Comment & Reply" }).click();
      await friendPage.getByRole("region", { name: "Question" }).getByText(QUESTION).waitFor();
      await friendPage.locator('mark[data-target="true"]').first().waitFor();
      expect(
        await friendPage
          .locator('mark[data-target="true"]')
          .evaluateAll((marks) => marks.map((mark) => mark.textContent).join("")),
      ).toBe(ASKED_QUOTE);
      await screenshot(friendPage, "library-import-omnivore-friend");
      expect(cspViolations).toEqual([]);
      expect(friendSession.cspViolations).toEqual([]);
    },
    IMPORT_DONE_MS + 120_000,
  );
});
