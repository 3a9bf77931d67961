// Selecting words in the article body as a mouse would (the selection, then a mouseup), which
// opens the highlight colour toolbar. Journeys that highlight use it.
import type { Page } from "playwright-core";

/**
 * Selects `text` inside the article body and waits for the colour toolbar. With `through`, the
 * selection runs from the start of `text` to the end of the first `through` after it, which may
 * be in a later paragraph (or past a highlight drawn in between).
 */
export async function selectInArticle(page: Page, text: string, through: string = text): Promise<void> {
  await page.evaluate(
    ([first, last]) => {
      const body = document.querySelector('[data-testid="annotated-body"]')!;
      const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
      const startIndex = nodes.findIndex((node) => node.data.includes(first));
      if (startIndex < 0) throw new Error(`No text "${first}" in the article`);
      const start = nodes[startIndex]!;
      const startAt = start.data.indexOf(first);
      for (let index = startIndex; index < nodes.length; index += 1) {
        const node = nodes[index]!;
        const at = node.data.indexOf(last, index === startIndex ? startAt : 0);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(start, startAt);
        range.setEnd(node, at + last.length);
        window.getSelection()!.removeAllRanges();
        window.getSelection()!.addRange(range);
        document.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
        return;
      }
      throw new Error(`No text "${last}" after "${first}" in the article`);
    },
    [text, through] as const,
  );
  await page.getByRole("toolbar", { name: "Highlight colours" }).waitFor();
}
