// What the live-page journeys share: a reader in their own Chromium profile with the extension,
// signed up in Spurq and connected through the connect page; a site on loopback serving one
// article page; selecting words on that page as a mouse would.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Page } from "playwright-core";
import { signUpToHome } from "../../../web/e2e/support/browser";
import { launchWithExtension, openPopup, type ExtensionBrowser } from "./extension-browser";
import { storyPage } from "./members-site";

export interface Reader {
  identity: { username: string; email: string; password: string };
  browser: ExtensionBrowser;
  context: BrowserContext;
}

/**
 * Connects the extension of `context` through Spurq's connect page (the reader is signed in);
 * `connectLabel` is the popup's Connect button in the browser's language.
 */
export async function connectExtension(context: BrowserContext, connectLabel = "Connect"): Promise<void> {
  const popup = await openPopup(context);
  await popup.getByRole("button", { name: connectLabel, exact: true }).waitFor();
  const opening = context.waitForEvent("page", { timeout: 30_000 });
  await popup.getByRole("button", { name: connectLabel, exact: true }).click();
  const connectPage = await opening;
  await connectPage.waitForURL(/#\/extension\/connect\?/);
  await connectPage.getByRole("button", { name: "Connect", exact: true }).click();
  await connectPage.getByText("The extension is connected.").waitFor({ timeout: 30_000 });
  await connectPage.close();
  await popup.close();
}

/** A new reader: their own browser with the extension, signed up in Spurq, the extension connected. */
export async function connectedReader(identity: Reader["identity"]): Promise<Reader> {
  const browser = await launchWithExtension();
  const app = await browser.context.newPage();
  await signUpToHome(app, identity);
  await connectExtension(browser.context);
  await app.close();
  return { identity, browser, context: browser.context };
}

export interface ArticleSite {
  url: (path: string) => string;
  close: () => Promise<void>;
}

/** A site on loopback whose /story is one article page (with a canonical link to itself). */
export async function startArticleSite(title: string, text: string): Promise<ArticleSite> {
  const server: Server = createServer((req, res) => {
    if ((req.url ?? "/").split("?")[0] === "/story") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(storyPage(title, text));
      return;
    }
    res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Selects `text` on the page (its first occurrence in one text node), as a mouse would. */
export async function selectOnPage(page: Page, text: string, mouseUp = true): Promise<void> {
  await page.evaluate(
    ([wanted, release]) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = (node as Text).data.indexOf(wanted as string);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + (wanted as string).length);
        window.getSelection()!.removeAllRanges();
        window.getSelection()!.addRange(range);
        if (release) document.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
        return;
      }
      throw new Error(`No text "${wanted as string}" on the page`);
    },
    [text, mouseUp] as const,
  );
}

/** The texts of the highlights painted on the page, one per highlight, in page order. */
export function paintedHighlights(page: Page): Promise<Array<{ text: string; color: string }>> {
  return page.evaluate(() => {
    const byId = new Map<string, { text: string; color: string }>();
    for (const mark of Array.from(document.querySelectorAll<HTMLElement>("spurq-mark"))) {
      const id = mark.getAttribute("data-spurq-highlight")!;
      const entry = byId.get(id) ?? { text: "", color: getComputedStyle(mark).backgroundColor };
      entry.text += mark.textContent ?? "";
      byId.set(id, entry);
    }
    return [...byId.values()];
  });
}
