// Selecting words in the article body as a mouse would (the selection, then a mouseup), which
// opens the highlight colour toolbar. Journeys that highlight use it.
import type { Page } from "playwright-core";

/** Selects `text` inside the article body and waits for the colour toolbar. */
export async function selectInArticle(page: Page, text: string): Promise<void> {
  await page.evaluate((wanted) => {
    const body = document.querySelector('[data-testid="annotated-body"]')!;
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node as Text).data.indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
      document.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
      return;
    }
    throw new Error(`No text "${wanted}" in the article`);
  }, text);
  await page.getByRole("toolbar", { name: "Highlight colours" }).waitFor();
}
