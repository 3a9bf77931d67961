// Settings → Account in the browser: a new avatar shows in the top bar at once and after
// a reload; a rename is what the search finds (and the old name is not); a new e-mail goes through
// Firebase's verify-before-update link and then signs in and shows, and one that already has an
// account gets the same answer and Spurq's notice instead; the JSON export runs as a job
// whose progress shows until its file downloads with the user's articles, and is offered again
// after a reload; the deletion's progress shows in its dialog until the account, gone, lands on
// the landing page and can no longer sign in; the Markdown export is a zip. Each journey signs up
// its own users; axe-core checks every screen.
import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import {
  AUTH_EMULATOR_URL,
  BASE_URL,
  emulatorIdToken,
  launchBrowser,
  newIdentity,
  openPage,
  screenshot,
  signInViaUi,
  signUpToHome,
  waitForRoute,
  waitForToast,
  type TestPage,
} from "./support/browser";
import { openFresh } from "./support/session";
import { expectNoSeriousA11yViolations } from "./support/a11y";

/**
 * A new avatar or username is copied into every document that shows the user's card, which on the
 * shared emulator (no indexes: every query scans) has taken up to 40 s; production reads indexes.
 */
const SLOW_SAVE_MS = 90_000;
const SLOW_TEST_MS = 180_000;

let browser: Browser;
const opened: TestPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const { context } of opened) await context.close();
  await browser?.close();
});

/** A new user signed up through the UI, on the Account tab of Settings. */
async function newUserOnSettings(prefix: string) {
  const identity = newIdentity(prefix);
  const session = await openPage(browser);
  opened.push(session);
  await signUpToHome(session.page, identity);
  await openFresh(session.page, "/settings");
  await session.page.getByLabel("Username").waitFor();
  return { identity, ...session };
}

const FIRESTORE = `http://127.0.0.1:8080/v1/projects/${process.env.GCLOUD_PROJECT ?? "demo-spurq"}/databases/(default)/documents`;

/** The subjects of the messages queued in `mail` to `address`, read as an administrator. */
async function mailTo(address: string): Promise<string[]> {
  const response = await fetch(`${FIRESTORE}:runQuery`, {
    method: "POST",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: "mail" }],
        where: { fieldFilter: { field: { fieldPath: "to" }, op: "EQUAL", value: { stringValue: address } } },
      },
    }),
  });
  type Row = {
    document?: { fields: { message?: { mapValue: { fields: { subject?: { stringValue: string } } } } } };
  };
  const rows = (await response.json()) as Row[];
  return rows.flatMap((row) =>
    row.document ? [row.document.fields.message?.mapValue.fields.subject?.stringValue ?? ""] : [],
  );
}

/** The CRC-32 of PNG chunks (ISO 3309). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A `size` x `size` PNG in two colours (left and right halves), made here rather than read from disk. */
function makePng(size: number, left: [number, number, number], right: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const rows = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 3 + 1);
    for (let x = 0; x < size; x += 1) rows.set(x < size / 2 ? left : right, row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The picture in the top bar's account menu button: its address and whether it loaded. */
function topBarAvatar(page: Page) {
  return page
    .getByRole("banner")
    .getByRole("button", { name: /Account menu/ })
    .locator("img")
    .evaluate((img: HTMLImageElement) => ({
      src: img.getAttribute("src") ?? "",
      loaded: img.complete && img.naturalWidth > 0,
    }));
}

/** Types into the top bar's search and returns the usernames under People (none when nothing matched). */
async function peopleFound(page: Page, query: string): Promise<string[]> {
  const box = page.getByRole("combobox", { name: "Search" });
  await box.fill(query);
  const results = page.getByRole("listbox", { name: "Search results" });
  const empty = page.getByText("No results found");
  await results.or(empty).first().waitFor();
  if (await empty.isVisible()) return [];
  const people = results.getByRole("group", { name: "People" });
  if ((await people.count()) === 0) return [];
  // Each option reads its avatar's initials, then the username.
  return (await people.getByRole("option").allInnerTexts()).map((text) => text.trim().split("\n").pop()!);
}

/** One state of a progress bar on the page: its name, value, maximum and value text. */
interface ProgressStep {
  name: string | null;
  now: number;
  max: number;
  text: string | null;
}

/**
 * Records every state the page's progress bars take from now on (a job's progress changes faster
 * than a journey could look); the returned function reads what was recorded.
 */
async function recordProgress(page: Page): Promise<() => Promise<ProgressStep[]>> {
  await page.evaluate(() => {
    const steps: ProgressStep[] = [];
    (window as unknown as { __progressSteps: ProgressStep[] }).__progressSteps = steps;
    const note = () => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        const step = {
          name: bar.getAttribute("aria-label"),
          now: Number(bar.getAttribute("aria-valuenow")),
          max: Number(bar.getAttribute("aria-valuemax")),
          text: bar.getAttribute("aria-valuetext"),
        };
        if (JSON.stringify(steps.at(-1)) !== JSON.stringify(step)) steps.push(step);
      }
    };
    note();
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-valuenow", "aria-valuetext"],
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __progressSteps: ProgressStep[] }).__progressSteps);
}

describe("Settings → Account", () => {
  it(
    "when a picture is chosen, then the top bar shows the stored avatar at once and after a reload",
    async () => {
      const { page, cspViolations } = await newUserOnSettings("avatar");
      await expectNoSeriousA11yViolations(page, "Settings, Account tab");
      const picker = page.getByRole("button", { name: /Change avatar/ });
      await page.locator('input[type="file"]').setInputFiles({
        name: "me.png",
        mimeType: "image/png",
        buffer: makePng(96, [220, 40, 60], [30, 90, 200]),
      });
      await page
        .getByRole("status")
        .filter({ hasText: "Avatar updated" })
        .first()
        .waitFor({ timeout: SLOW_SAVE_MS });
      await expect.poll(async () => (await topBarAvatar(page)).loaded, { timeout: 10_000 }).toBe(true);
      const shown = await topBarAvatar(page);
      expect(shown.src).toMatch(/^\/api\/avatars\/[A-Za-z0-9_-]+\?v=[\w-]+$/);
      expect(await picker.locator("img").getAttribute("src")).toBe(shown.src);
      await screenshot(page, "settings-account-avatar");

      await openFresh(page, "/home");
      await page.getByRole("heading", { name: "Home", level: 1 }).waitFor();
      await expect.poll(async () => (await topBarAvatar(page)).loaded, { timeout: 10_000 }).toBe(true);
      expect((await topBarAvatar(page)).src).toBe(shown.src);
      await expectNoSeriousA11yViolations(page, "Home with an avatar in the top bar");
      expect(cspViolations).toEqual([]);
    },
    SLOW_TEST_MS,
  );

  it(
    "when the username is changed, then the search finds the new one and not the old",
    async () => {
      const { page, identity, cspViolations } = await newUserOnSettings("before");
      const renamed = identity.username.replace(/^before_/, "after_");
      const field = page.getByLabel("Username");
      await field.fill(renamed);
      await page.getByRole("button", { name: "Save Changes" }).click();
      // A rename rewrites every copy of the user's card; the emulator scans for each query.
      const toast = page.getByRole("status").filter({ hasText: "Profile updated" }).first();
      await toast.waitFor({ timeout: SLOW_SAVE_MS });
      expect(await toast.innerText()).toContain("Your profile has been updated successfully.");
      await expectNoSeriousA11yViolations(page, "Settings after a rename");

      // The account menu follows at once, without a reload.
      await page.getByRole("button", { name: /Account menu/ }).click();
      await page.getByRole("menu").getByText(renamed, { exact: true }).waitFor();
      await page.keyboard.press("Escape");

      expect(await peopleFound(page, renamed)).toEqual([renamed]);
      await expectNoSeriousA11yViolations(page, "the search finding the new username");
      expect(await peopleFound(page, identity.username)).toEqual([]);
      expect(cspViolations).toEqual([]);
    },
    SLOW_TEST_MS,
  );

  it("when a new e-mail is saved, then Firebase sends the link, and once it is opened the account signs in with it and shows it", async () => {
    const { page, identity, cspViolations } = await newUserOnSettings("mover");
    const newEmail = identity.email.replace(/^mover\./, "moved.");
    await page.getByLabel("Email").fill(newEmail);
    await page.getByRole("button", { name: "Save Changes" }).click();
    const toast = await waitForToast(page, "Check your new email");
    expect(toast).toContain(`We've sent a message to ${newEmail} that says what to do next.`);
    await page.getByText(`Not changed yet: see the message we sent to ${newEmail}.`).waitFor();
    await expectNoSeriousA11yViolations(page, "Settings with an e-mail change waiting");

    // What the person does in their mailbox: the Auth emulator keeps the link's code.
    const codes = (await (
      await fetch(`${AUTH_EMULATOR_URL}/emulator/v1/projects/demo-spurq/oobCodes`)
    ).json()) as { oobCodes: { newEmail?: string; requestType: string; oobCode: string }[] };
    const code = codes.oobCodes.findLast(
      (each) => each.newEmail === newEmail && each.requestType === "VERIFY_AND_CHANGE_EMAIL",
    );
    expect(code).toBeDefined();
    const applied = await fetch(
      `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ oobCode: code!.oobCode }),
      },
    );
    expect(applied.status).toBe(200);

    const elsewhere = await openPage(browser);
    opened.push(elsewhere);
    await elsewhere.page.goto(`${BASE_URL}/#/auth`);
    await signInViaUi(elsewhere.page, newEmail, identity.password);
    await waitForRoute(elsewhere.page, "/home");
    await openFresh(elsewhere.page, "/settings");
    await expect
      .poll(() => elsewhere.page.getByLabel("Email").inputValue(), { timeout: 15_000 })
      .toBe(newEmail);
    expect(cspViolations).toEqual([]);
    expect(elsewhere.cspViolations).toEqual([]);
  });

  it("when the new e-mail already has an account, then Settings says just what it says for a free one, and that address gets Spurq's notice", async () => {
    const { page, identity, cspViolations } = await newUserOnSettings("claimer");
    // Someone else's sign-in account with the address (Firebase Authentication knows it).
    const taken = newIdentity("owner").email;
    const created = await fetch(
      `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: taken, password: "pw-owner-123", returnSecureToken: true }),
      },
    );
    expect(created.status).toBe(200);

    await page.getByLabel("Email").fill(taken);
    await page.getByRole("button", { name: "Save Changes" }).click();
    const toast = await waitForToast(page, "Check your new email");
    expect(toast).toContain(`We've sent a message to ${taken} that says what to do next.`);
    await page.getByText(`Not changed yet: see the message we sent to ${taken}.`).waitFor();
    // Nothing on the screen tells that the address has an account.
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(await page.getByText(/already/i).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, "Settings after asking for an address that has an account");

    // The message that did go to the address: the notice that nothing was changed.
    const notices = await mailTo(taken);
    expect(notices).toEqual(["Someone tried to use your e-mail address on Spurq"]);
    // And the account still signs in with its own address.
    expect(await emulatorIdToken(identity.email, identity.password)).toBeTruthy();
    expect(cspViolations).toEqual([]);
  });

  it(
    "when a user with a few articles exports JSON, then its progress runs to done and the file downloads with them, and is offered again after a reload; deleting the account then shows its progress and signs them out",
    async () => {
      const { page, identity, cspViolations } = await newUserOnSettings("leaver");
      const token = await emulatorIdToken(identity.email, identity.password);
      const titles = ["First", "Second", "Third"].map((word) => `${word} to keep ${identity.username}`);
      for (const title of titles) {
        const created = await fetch(`${BASE_URL}/api/articles`, {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ title, content: `A paragraph of ${title}.`, author: "Tester" }),
        });
        expect(created.status).toBe(201);
      }

      // The export: a job whose progress shows live until the file downloads by itself.
      const progress = await recordProgress(page);
      const [download] = await Promise.all([
        page.waitForEvent("download", { timeout: SLOW_SAVE_MS }),
        page.getByRole("button", { name: "Export as JSON" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^spurq-export-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as {
        articles?: { title?: string; content?: string }[];
      };
      expect(exported.articles?.map((article) => article.title).sort()).toEqual([...titles].sort());
      await waitForToast(page, "Export ready");
      const exportSteps = (await progress()).filter((step) => step.name === "Export progress");
      expect(exportSteps[0]).toMatchObject({ now: 0, max: 3, text: "Waiting to start… 0 of 3" });
      for (const step of exportSteps) expect(step.now).toBeLessThanOrEqual(3);
      const ready = page.getByText(/^Your export from .+ is ready\.$/);
      await ready.waitFor();
      expect(await page.getByRole("progressbar").count()).toBe(0);
      await expectNoSeriousA11yViolations(page, "Settings with a finished export");

      // A reload finds the finished export, still downloadable, and downloads nothing by itself.
      await openFresh(page, "/settings");
      await ready.waitFor({ timeout: 30_000 });
      const [again] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download", exact: true }).click(),
      ]);
      expect(again.suggestedFilename()).toBe(download.suggestedFilename());
      expect(await readFile((await again.path())!, "utf8")).toBe(
        await readFile((await download.path())!, "utf8"),
      );
      await screenshot(page, "settings-account-export-ready");

      // The deletion: behind the typed username, then its progress in the dialog until it ends.
      await page.getByRole("button", { name: "Delete my account" }).click();
      const confirmDialog = page.getByRole("dialog", { name: "Delete your account?" });
      await confirmDialog.getByRole("heading", { name: "Delete your account?" }).waitFor();
      const field = confirmDialog.getByLabel(`Type your username, ${identity.username}, to confirm`);
      const confirm = confirmDialog.getByRole("button", { name: "Delete account" });
      await field.fill("not-my-name");
      expect(await confirm.isDisabled()).toBe(true);
      await field.fill(identity.username);
      const deletion = await recordProgress(page);
      await confirm.click();
      const progressDialog = page.getByRole("dialog", { name: "Deleting your account" });
      await progressDialog.getByRole("progressbar", { name: "Account deletion progress" }).waitFor();
      await expectNoSeriousA11yViolations(page, "the delete-account dialog with its progress");
      await screenshot(page, "settings-account-deleting");

      await page.waitForFunction(() => window.location.hash === "#/", undefined, { timeout: SLOW_SAVE_MS });
      await waitForToast(page, "Account deleted");
      const deletionSteps = (await deletion()).filter((step) => step.name === "Account deletion progress");
      // From the job's start to its end: the bar is full as the session ends.
      expect(deletionSteps[0]).toMatchObject({
        now: 0,
        text: expect.stringMatching(/^Waiting to start… 0 of \d+$/),
      });
      expect(deletionSteps.at(-1)!.now).toBe(deletionSteps.at(-1)!.max);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectNoSeriousA11yViolations(page, "the landing page after a deletion");

      await openFresh(page, "/auth");
      await signInViaUi(page, identity.email, identity.password);
      await waitForToast(page, "Login failed");
      expect(await page.evaluate(() => window.location.hash)).toMatch(/^#\/auth/);
      await expect(emulatorIdToken(identity.email, identity.password)).rejects.toThrow(
        /EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/,
      );
      expect(cspViolations).toEqual([]);
    },
    SLOW_TEST_MS,
  );

  it("when the Markdown export is asked for, then a zip of Markdown files downloads", async () => {
    const { page, identity, cspViolations } = await newUserOnSettings("export");
    const token = await emulatorIdToken(identity.email, identity.password);
    const created = await fetch(`${BASE_URL}/api/articles`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        title: `Export me ${identity.username}`,
        content: "Worth keeping.",
        author: "Tester",
      }),
    });
    expect(created.status).toBe(201);

    const [zip] = await Promise.all([
      page.waitForEvent("download", { timeout: SLOW_SAVE_MS }),
      page.getByRole("button", { name: "Export as Markdown" }).click(),
    ]);
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
    const bytes = await readFile((await zip.path())!);
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04])); // a zip's local file header
    // File names stand uncompressed in the zip's directory: one Markdown file per article.
    expect(bytes.toString("latin1")).toMatch(/[\w-]+\.md/);
    await expectNoSeriousA11yViolations(page, "Settings after a Markdown export");
    expect(cspViolations).toEqual([]);
  });

  it(
    "when an export of 100 MB is ready, then Download saves it whole, straight from Cloud Storage through its signed link",
    async () => {
      const { page, identity, cspViolations } = await newUserOnSettings("bigexport");
      const token = await emulatorIdToken(identity.email, identity.password);
      const uid = (
        JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as { user_id: string }
      ).user_id;
      // A real export first, so the job is done and its object exists.
      const [first] = await Promise.all([
        page.waitForEvent("download", { timeout: SLOW_SAVE_MS }),
        page.getByRole("button", { name: "Export as JSON" }).click(),
      ]);
      expect(first.suggestedFilename()).toMatch(/\.json$/);
      // Then the job's object becomes 100 MB, written to the bucket as the job would (making
      // 100 MB of articles would take minutes and test nothing more of the download).
      const big = Buffer.alloc(100 * 1024 * 1024, "spurq export ");
      const bucket = `${process.env.GCLOUD_PROJECT ?? "demo-spurq"}.firebasestorage.app`;
      const name = encodeURIComponent(`jobs/export-${uid}/file`);
      const upload = await fetch(
        `http://127.0.0.1:9199/upload/storage/v1/b/${bucket}/o?uploadType=media&name=${name}`,
        { method: "POST", headers: { "Content-Type": "application/json" }, body: big },
      );
      expect(upload.status).toBe(200);
      const [download] = await Promise.all([
        page.waitForEvent("download", { timeout: SLOW_SAVE_MS }),
        page.getByRole("button", { name: "Download", exact: true }).click(),
      ]);
      expect(download.url()).toMatch(/^http:\/\/127\.0\.0\.1:9199\//);
      const saved = await readFile((await download.path())!);
      expect(saved.length).toBe(big.length);
      expect(createHash("sha256").update(saved).digest("hex")).toBe(
        createHash("sha256").update(big).digest("hex"),
      );
      expect(cspViolations).toEqual([]);
    },
    SLOW_TEST_MS,
  );
});
