import { describe, expect, it } from "vitest";
import "@/lib/zod-config";
import { anchorHighlight } from "@shared";
import { clearHighlights, drawHighlights, findMark, selectionToSelector } from "./dom-highlights";
import { toolbarPosition, toolbarSize } from "./colors";

function body(html: string): HTMLElement {
  document.body.innerHTML = `<p id="outside">Outside words here.</p><div id="root">${html}</div>`;
  return document.getElementById("root")!;
}

/** Selects from the start of `from` to the end of `to` (texts inside single text nodes). */
function select(from: string, to: string): Selection {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  const start = nodes.find((n) => n.data.includes(from))!;
  const end = nodes.find((n) => n.data.includes(to))!;
  const range = document.createRange();
  range.setStart(start, start.data.indexOf(from));
  range.setEnd(end, end.data.indexOf(to) + to.length);
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  return selection;
}

const HTML =
  "<h2>Maps</h2><p>Paper maps <em>still</em> matter, <a href='#'>says</a> the guide.</p><p>A <strong>second</strong> paragraph.</p>";

describe("a selection becomes a selector", () => {
  it("when the selection crosses inline markup and paragraphs, then offsets count the body's text", () => {
    const root = body(HTML);
    const selector = selectionToSelector(root, select("still", "second"));
    const text = root.textContent!;
    expect(selector).toMatchObject({ text: "still matter, says the guide.A second" });
    expect(text.slice(selector!.startOffset, selector!.endOffset)).toBe(selector!.text);
    expect(selector!.prefix).toBe("MapsPaper maps ");
    expect(selector!.suffix).toBe(" paragraph.");
  });

  it("when the selection starts outside the article body, then it is ignored", () => {
    const root = body(HTML);
    expect(selectionToSelector(root, select("Outside", "Paper"))).toBeNull();
  });

  it("when the selection is blank after trimming, then it is ignored; surrounding spaces are trimmed", () => {
    const root = body("<p>one</p><p>   </p><p>two words</p>");
    const blank = root.children[1]!.firstChild as Text;
    const range = document.createRange();
    range.setStart(blank, 0);
    range.setEnd(blank, 3);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    expect(selectionToSelector(root, window.getSelection())).toBeNull();
    expect(selectionToSelector(root, select("two", "two "))?.text).toBe("two");
  });
});

describe("drawing highlights", () => {
  it("when a highlight spans paragraphs and inline elements, then only text nodes are wrapped and the text is unchanged", () => {
    const root = body(HTML);
    const before = root.textContent;
    const start = before!.indexOf("still");
    const end = before!.indexOf(" paragraph");
    drawHighlights(root, [
      { id: "h1", color: "#DCFCE7", startOffset: start, endOffset: end, label: "Green highlight by ada" },
    ]);
    const marks = Array.from(root.querySelectorAll("mark"));
    expect(marks.map((m) => m.textContent)).toEqual([
      "still",
      " matter, ",
      "says",
      " the guide.",
      "A ",
      "second",
    ]);
    expect(marks.map((m) => m.parentElement!.tagName)).toEqual(["EM", "P", "A", "P", "P", "STRONG"]);
    expect(marks[0]!.style.backgroundColor).toBe("rgb(220, 252, 231)");
    expect(findMark(root, "h1")?.getAttribute("aria-label")).toBe("Green highlight by ada");
    expect(root.textContent).toBe(before);
    expect(root.querySelectorAll("p")).toHaveLength(2);

    clearHighlights(root);
    expect(root.innerHTML).toBe(body(HTML).innerHTML);
  });

  it("when the stored offsets are drawn after anchoring, then repeated text is marked at the right copy", () => {
    const root = body("<p>The river was cold.</p><p>Then the river was cold again.</p>");
    const text = root.textContent!;
    const second = text.lastIndexOf("river was cold");
    const stored = {
      startOffset: second,
      endOffset: second + 14,
      text: "river was cold",
      prefix: text.slice(second - 32 < 0 ? 0 : second - 32, second),
      suffix: text.slice(second + 14, second + 46),
    };
    const at = anchorHighlight(text, stored)!;
    drawHighlights(root, [{ id: "h", color: "#FEF9C3", ...at, label: "Yellow" }]);
    expect(root.querySelectorAll("p")[1]!.querySelector("mark")?.textContent).toBe("river was cold");
    expect(root.querySelectorAll("p")[0]!.querySelector("mark")).toBeNull();
  });

  it("when whitespace between list items is covered, then no mark lands outside the items", () => {
    const root = body("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    drawHighlights(root, [
      { id: "h", color: "#FEF9C3", startOffset: 0, endOffset: root.textContent!.length, label: "Yellow" },
    ]);
    expect(Array.from(root.querySelectorAll("mark")).map((m) => m.parentElement!.tagName)).toEqual([
      "LI",
      "LI",
    ]);
  });

  it("when highlights overlap or fall outside the text, then the overlap nests and the rest is skipped", () => {
    const root = body("<p>abcdefghij</p>");
    drawHighlights(root, [
      { id: "a", color: "#FEF9C3", startOffset: 0, endOffset: 6, label: "a" },
      { id: "b", color: "#DBEAFE", startOffset: 3, endOffset: 9, label: "b" },
      { id: "c", color: "#DBEAFE", startOffset: 8, endOffset: 99, label: "c" },
    ]);
    expect(root.textContent).toBe("abcdefghij");
    expect(findMark(root, "c")).toBeNull();
    expect(
      Array.from(root.querySelectorAll('mark[data-highlight-id="b"]'))
        .map((m) => m.textContent)
        .join(""),
    ).toBe("defghi");
  });
});

describe("the selection toolbar's place", () => {
  const viewport = { width: 1000, height: 800 };
  it("when there is room above the selection, then it sits centred above it", () => {
    expect(toolbarPosition({ top: 300, bottom: 320, left: 400, width: 100 }, viewport)).toEqual({
      top: 202,
      left: 340,
    });
  });
  it("when the selection is near an edge, then the toolbar keeps 20 px from every edge", () => {
    expect(toolbarPosition({ top: 30, bottom: 50, left: 0, width: 10 }, viewport)).toEqual({
      top: 58,
      left: 20,
    });
    expect(toolbarPosition({ top: 790, bottom: 800, left: 990, width: 10 }, viewport)).toEqual({
      top: 690,
      left: 760,
    });
  });
  it("when the screen is a phone, then the taller toolbar (two rows of finger-sized colours) still keeps 20 px from every edge", () => {
    const phone = { width: 390, height: 844 };
    expect(toolbarSize(phone)).toEqual({ width: 200, height: 124 });
    expect(toolbarPosition({ top: 300, bottom: 320, left: 370, width: 10 }, phone)).toEqual({
      top: 168,
      left: 170,
    });
    expect(toolbarPosition({ top: 800, bottom: 830, left: 0, width: 10 }, phone)).toEqual({
      top: 668,
      left: 20,
    });
  });
});
