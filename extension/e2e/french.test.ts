// The extension in the browser's language: Chromium started in French (--lang=fr, and LANGUAGE,
// which Chromium on Linux reads) shows the popup, its manifest texts, the selection toolbar and
// the side panel in French, from the extension's _locales. The web app's own pages keep the
// context's English, so the sign-up and the connect page are the usual ones.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newIdentity, screenshot, signUpToHome, uniqueSuffix } from "../../web/e2e/support/browser";
import { launchWithExtension, openPopup, type ExtensionBrowser } from "./support/extension-browser";
import { connectExtension, selectOnPage, startArticleSite, type ArticleSite } from "./support/live-page";

const run = uniqueSuffix();
const TITLE = `Le deuxième bateau ${run}`;
const LAST = `The council has promised a second boat before the winter storms ${run}.`;
const QUOTE = "the town council met twice to hear from the fishermen";

let browser: ExtensionBrowser;
let site: ArticleSite;

beforeAll(async () => {
  site = await startArticleSite(TITLE, LAST);
  browser = await launchWithExtension({ language: "fr" });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe("the extension in French", () => {
  it("when Chromium runs in French, then the popup and the manifest's texts are French", async () => {
    const popup = await openPopup(browser.context);
    await popup.getByRole("button", { name: "Connecter", exact: true }).waitFor();
    await popup
      .getByText(
        "Connectez Spurq pour enregistrer les pages telles que vous les voyez, même derrière une connexion.",
      )
      .waitFor();
    expect(await popup.evaluate(() => document.documentElement.lang)).toBe("fr");
    // The browser fills in the manifest's __MSG_…__ texts itself.
    const manifest = await popup.evaluate(async () => ({
      name: chrome.runtime.getManifest().name,
      description: chrome.runtime.getManifest().description,
      command: (await chrome.commands.getAll()).find((command) => command.name === "save-page")?.description,
    }));
    expect(manifest).toEqual({
      name: "Spurq",
      description:
        "Enregistrez dans Spurq la page que vous lisez telle que vous la voyez, même derrière une connexion ou un paywall.",
      command: "Enregistrer cette page dans Spurq",
    });
    await popup.close();
  });

  it("when a reader connects, then the popup says so in French", async () => {
    const identity = newIdentity("fr");
    const app = await browser.context.newPage();
    await signUpToHome(app, identity);
    await connectExtension(browser.context, "Connecter");
    await app.close();

    const popup = await openPopup(browser.context);
    await popup.getByText(`Connecté en tant que ${identity.email}.`).waitFor();
    await popup.getByRole("button", { name: "Enregistrer cette page" }).waitFor();
    await popup.getByRole("button", { name: "Déconnecter" }).waitFor();
    await popup.getByText(/^Aussi dans le menu du clic droit de la page/).waitFor();
    await screenshot(popup, "extension-popup-fr");
    await popup.close();
  });

  it("when the reader selects text on a page, then the toolbar and the panel are French", async () => {
    const page: Page = await browser.context.newPage();
    await page.goto(site.url("/story"));
    await page.getByText(LAST).waitFor();
    await selectOnPage(page, QUOTE);
    const toolbar = page.getByRole("toolbar", { name: "Spurq : surligner la sélection" });
    await toolbar.waitFor();
    expect(await page.locator("spurq-ui").getAttribute("lang")).toBe("fr");
    for (const name of ["Surligner en Jaune", "Surligner en Bleu", "Commenter", "Demander à un ami"]) {
      await toolbar.getByRole("button", { name, exact: true }).waitFor();
    }
    await toolbar.getByRole("button", { name: "Fermer la barre d'outils" }).waitFor();
    await screenshot(page, "extension-toolbar-fr");

    // Highlighting saves the page first; then the corner button counts it and the panel lists it.
    await toolbar.getByRole("button", { name: "Surligner en Jaune" }).click();
    await page.getByRole("button", { name: "Spurq · 1 surlignage" }).click({ timeout: 30_000 });
    const panel = page.getByRole("complementary", { name: "Spurq sur cette page" });
    await panel.getByRole("heading", { name: "Surlignages (1)" }).waitFor();
    await panel.getByRole("heading", { name: "Questions (0)" }).waitFor();
    await panel.getByText("Pas encore de question sur cette page.").waitFor();
    const note = panel.getByRole("listitem").filter({ hasText: QUOTE }).first();
    await note.getByText("· Jaune").waitFor();
    await note.getByRole("button", { name: "Commenter" }).click();
    await note.getByLabel("Votre commentaire").waitFor();
    await note.getByRole("button", { name: "Enregistrer le commentaire" }).click();
    await panel.getByRole("status").getByText("Écrivez d'abord un commentaire.").waitFor();
    await screenshot(page, "extension-panel-fr");
  });
});
