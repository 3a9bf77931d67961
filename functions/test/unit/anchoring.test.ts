import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import {
  anchorHighlight,
  describeSelection,
  plainTextArticleText,
  textParagraphs,
  type TextSelector,
} from "../../src/shared/anchoring";
import { HIGHLIGHT_CONTEXT_LENGTH } from "../../src/shared/schemas/annotations";

/** The selector for the n-th (0-based) occurrence of `quote` in `text`. */
function select(text: string, quote: string, occurrence = 0): TextSelector {
  let at = -1;
  for (let i = 0; i <= occurrence; i += 1) at = text.indexOf(quote, at + 1);
  if (at === -1) throw new Error(`"${quote}" not in text`);
  const selector = describeSelection(text, at, at + quote.length);
  if (!selector) throw new Error("blank selection");
  return selector;
}

/** What the anchored range covers in the text. */
function anchoredText(text: string, h: TextSelector): string | null {
  const at = anchorHighlight(text, h);
  return at ? text.slice(at.startOffset, at.endOffset) : null;
}

const htmlText = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body.textContent ?? "";

const ESSAY =
  "Tide tables are among the oldest printed forecasts. Harbour masters published them long before " +
  "anyone could predict the weather. They work because the moon and the sun move with great " +
  "regularity, and the shape of each coast turns that regularity into its own local rhythm.";

describe("describing a selection", () => {
  it("when text is selected, then the selector holds the quote, its offsets and 32 characters of context", () => {
    const h = select(ESSAY, "Harbour masters published them");
    expect(h.text).toBe("Harbour masters published them");
    expect(h.endOffset - h.startOffset).toBe(h.text.length);
    expect(ESSAY.slice(h.startOffset, h.endOffset)).toBe(h.text);
    expect(h.prefix).toHaveLength(HIGHLIGHT_CONTEXT_LENGTH);
    expect(h.suffix).toHaveLength(HIGHLIGHT_CONTEXT_LENGTH);
    expect(ESSAY.slice(h.startOffset - 32, h.startOffset)).toBe(h.prefix);
    expect(ESSAY.slice(h.endOffset, h.endOffset + 32)).toBe(h.suffix);
  });

  it("when the selection touches the start or end of the text, then the context is shorter", () => {
    const first = describeSelection(ESSAY, 0, 11);
    expect(first).toMatchObject({ text: "Tide tables", prefix: "" });
    const last = describeSelection(ESSAY, ESSAY.length - 7, ESSAY.length);
    expect(last).toMatchObject({ text: "rhythm.", suffix: "" });
  });

  it("when the selection starts or ends with whitespace, then it is trimmed; blank is nothing", () => {
    const at = ESSAY.indexOf(" Harbour");
    expect(describeSelection(ESSAY, at, at + 9)?.text).toBe("Harbour");
    expect(describeSelection("a  \n  b", 1, 5)).toBeNull();
    expect(describeSelection(ESSAY, 4, 4)).toBeNull();
    // Reversed bounds (a backwards selection) describe the same text.
    expect(describeSelection(ESSAY, 11, 0)?.text).toBe("Tide tables");
  });
});

describe("anchoring a highlight", () => {
  it("when the text is unchanged, then the highlight is at its offsets", () => {
    const h = select(ESSAY, "the moon and the sun");
    expect(anchorHighlight(ESSAY, h)).toEqual({ startOffset: h.startOffset, endOffset: h.endOffset });
  });

  it("when the quote repeats, then each highlight keeps its own copy, even after text is added before both", () => {
    const text =
      "Chapter one. The river was cold. We walked on.\n" +
      "Chapter two. The river was cold. We stopped to rest.\n" +
      "Chapter three. The river was cold. We turned back.";
    const second = select(text, "The river was cold.", 1);
    const third = select(text, "The river was cold.", 2);
    expect(anchorHighlight(text, second)?.startOffset).toBe(second.startOffset);

    const edited = "Preface: a short note on rivers and the cold.\n" + text;
    const shift = edited.length - text.length;
    expect(anchorHighlight(edited, second)).toEqual({
      startOffset: second.startOffset + shift,
      endOffset: second.endOffset + shift,
    });
    expect(anchorHighlight(edited, third)?.startOffset).toBe(third.startOffset + shift);

    // The chapters swap places: the context follows the right copy, not the old position.
    const swapped = text.split("\n").reverse().join("\n");
    const at = anchorHighlight(swapped, second);
    expect(swapped.slice((at?.startOffset ?? 0) - 13, at?.startOffset)).toBe("Chapter two. ");
  });

  it("when a highlight spans two plain-text paragraphs, then its offsets count the paragraphs joined with nothing", () => {
    const content = "First paragraph ends here.\n\nSecond paragraph starts here.";
    expect(textParagraphs(content)).toEqual(["First paragraph ends here.", "Second paragraph starts here."]);
    const text = plainTextArticleText(content);
    const h = select(text, "ends here.Second paragraph");
    expect(h.startOffset).toBe("First paragraph ".length);
    expect(anchoredText(text, h)).toBe("ends here.Second paragraph");
  });

  it("when the article is HTML with inline markup, then offsets count the rendered text, not the tags", () => {
    const html =
      "<h2>Maps</h2><p>Paper maps <em>still</em> matter, <a href='https://example.com'>says</a> the guide.</p>" +
      "<p>A <strong>second</strong> paragraph.</p>";
    const text = htmlText(html);
    expect(text).toBe("MapsPaper maps still matter, says the guide.A second paragraph.");
    const h = select(text, "still matter, says the guide.A second");
    expect(h.startOffset).toBe(text.indexOf("still"));
    expect(anchoredText(text, h)).toBe("still matter, says the guide.A second");

    // The same words, re-rendered with different markup, keep their place.
    const rewrapped = htmlText(
      "<h2>Maps</h2><p><span>Paper maps</span> <b>still matter</b>, says the guide.</p><p>A second paragraph.</p>",
    );
    expect(rewrapped).toBe(text);
    expect(anchorHighlight(rewrapped, h)).toEqual({ startOffset: h.startOffset, endOffset: h.endOffset });
  });

  it("when text is added or removed before the highlight, then it moves with its quote", () => {
    const h = select(ESSAY, "the shape of each coast");
    const longer = "A note before we begin. " + ESSAY;
    expect(anchoredText(longer, h)).toBe("the shape of each coast");
    const shorter = ESSAY.replace("Tide tables are among the oldest printed forecasts. ", "");
    expect(anchoredText(shorter, h)).toBe("the shape of each coast");
  });

  it("when text after the highlight changes, then it stays where it was", () => {
    const h = select(ESSAY, "Harbour masters published them");
    const edited = ESSAY.replace(
      "its own local rhythm.",
      "a rhythm of its own, which sailors learn by heart.",
    );
    expect(anchorHighlight(edited, h)).toEqual({ startOffset: h.startOffset, endOffset: h.endOffset });
  });

  it("when a word inside the highlight is edited, then a fuzzy match finds the edited passage", () => {
    const h = select(ESSAY, "Harbour masters published them long before anyone could predict");
    const edited = ESSAY.replace("published them long before", "printed them long before");
    expect(anchoredText(edited, h)).toBe("Harbour masters printed them long before anyone could predict");

    const moved = "An introduction of some length, to move things along. " + edited;
    expect(anchoredText(moved, h)).toBe("Harbour masters printed them long before anyone could predict");
  });

  it("when the quoted passage is gone or rewritten beyond the bound, then the highlight is orphaned", () => {
    const h = select(ESSAY, "Harbour masters published them long before anyone could predict");
    const removed = ESSAY.replace(
      "Harbour masters published them long before anyone could predict the weather. ",
      "",
    );
    expect(anchorHighlight(removed, h)).toBeNull();
    const rewritten = ESSAY.replace(
      "Harbour masters published them long before anyone could predict",
      "Port officials had printed these well ahead of any ability to forecast",
    );
    expect(anchorHighlight(rewritten, h)).toBeNull();
    expect(anchorHighlight("", h)).toBeNull();
  });

  it("when a short quote survives only elsewhere, out of its context, then it is orphaned rather than misplaced", () => {
    const text = "The moon pulls the sea. Sailors watch the moon.";
    const h = select(text, "moon", 0);
    const edited = "The sun warms the sea. Sailors watch the moon.";
    expect(anchorHighlight(edited, h)).toBeNull();
    // With its context still there, a short quote is found after an edit before it.
    expect(anchoredText("Preface. " + text, h)).toBe("moon");
    expect(anchorHighlight("Preface. " + text, h)?.startOffset).toBe("Preface. The ".length);
  });

  it("when offsets point past the end of the text, then the quote is still looked for", () => {
    const h = { ...select(ESSAY, "great regularity"), startOffset: 10_000, endOffset: 10_016 };
    expect(anchoredText(ESSAY, h)).toBe("great regularity");
  });

  it("when the article is long, then anchoring a fuzzy quote stays fast", () => {
    const long = ESSAY.repeat(2_000) + " The one sentence that is different from all the rest. " + ESSAY;
    const h = select(long, "The one sentence that is different from all the rest.");
    const edited = long.replace("different from", "distinct from");
    const started = performance.now();
    expect(anchoredText(edited, h)).toBe("The one sentence that is distinct from all the rest.");
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("anchoring a quote whose length is a multiple of 32 after a one-character edit", () => {
  // approx-string-match 1.x answered such patterns with a zero-error, zero-length match, so the
  // highlight came back empty. Words without repeats, so only one passage can match.
  const words = Array.from({ length: 400 }, (_, i) => `w${i.toString(36)}x`);
  const article = words.join(" ");
  /** The first offset from word `n` on where a quote of `length` neither starts nor ends on a space. */
  const quoteStart = (n: number, length: number) => {
    let start = words.slice(0, n).join(" ").length + 1;
    while (article.charAt(start) === " " || article.charAt(start + length - 1) === " ") start += 1;
    return start;
  };

  for (const length of [32, 64, 96, 800]) {
    it(`when a ${length}-character quote has one character changed, then it lands on the edited passage with its length`, () => {
      const start = quoteStart(20, length);
      const h = describeSelection(article, start, start + length);
      expect(h?.text).toHaveLength(length);
      const at = start + Math.floor(length / 2);
      const replaced = article.charAt(at) === "#" ? "%" : "#";
      const edited = article.slice(0, at) + replaced + article.slice(at + 1);

      const found = anchorHighlight(edited, h!);
      expect(found).toEqual({ startOffset: start, endOffset: start + length });
      expect(edited.slice(found!.startOffset, found!.endOffset)).toBe(
        h!.text.slice(0, length / 2) + replaced + h!.text.slice(length / 2 + 1),
      );
    });
  }

  it("when a quote of 64 characters loses one character, then it anchors on the 63 that remain", () => {
    const start = quoteStart(30, 64);
    const h = describeSelection(article, start, start + 64)!;
    const edited = article.slice(0, start + 10) + article.slice(start + 11);
    expect(anchorHighlight(edited, h)).toEqual({ startOffset: start, endOffset: start + 63 });
  });
});
