import { describe, expect, it } from "vitest";
import { textPreview } from "../../src/lib/text";
import { ARTICLE_CONTENT_MAX } from "../../src/shared";
import { PDF_MAX_PAGES, pageParagraphs, pdfArticleText } from "../../src/modules/import/pdf-import.service";

describe("previews", () => {
  it("when a preview is made, then it is the first 150 characters with whitespace folded", () => {
    expect(textPreview("  a\n\n b  ")).toBe("a b");
    expect(textPreview("x".repeat(200))).toHaveLength(150);
  });
});

describe("PDF paragraphs", () => {
  it("when lines end a sentence well short of the full width, then a paragraph ends there", () => {
    const page = [
      "Tide tables are among the oldest printed forecasts. Harbour masters published",
      "them long before anyone could predict the weather.",
      "They work because the moon and the sun move with great regularity, and the shape",
      "of each coast turns that regularity into its own local rhythm.",
    ].join("\n");
    expect(pageParagraphs(page)).toEqual([
      "Tide tables are among the oldest printed forecasts. Harbour masters published them long before anyone could predict the weather.",
      "They work because the moon and the sun move with great regularity, and the shape of each coast turns that regularity into its own local rhythm.",
    ]);
  });

  it("when a word is hyphenated across lines or a blank line separates text, then it is handled", () => {
    expect(pageParagraphs("An extra-\nordinary long line that keeps going on and on and on\n\nNext")).toEqual(
      ["An extraordinary long line that keeps going on and on and on", "Next"],
    );
  });
});

describe("PDF article text", () => {
  const LENGTH_NOTE =
    "\n\n[The rest of this PDF was not imported: an article holds at most 2,000,000 characters.]";

  it("when the text fits, then it is the paragraphs, with the page note only when pages were left out", () => {
    expect(pdfArticleText({ paragraphs: ["One.", "Two."], truncated: false })).toBe("One.\n\nTwo.");
    expect(pdfArticleText({ paragraphs: ["One."], truncated: true })).toBe(
      `One.\n\n[Only the first ${PDF_MAX_PAGES} pages were imported.]`,
    );
  });

  it("when the text is over the content limit, then it is cut between words and the note says so, within the limit", () => {
    const word = "tides "; // 6 characters: the limit falls inside a word
    const content = pdfArticleText({ paragraphs: [word.repeat(ARTICLE_CONTENT_MAX / 5)], truncated: true });
    expect(content.length).toBeLessThanOrEqual(ARTICLE_CONTENT_MAX);
    expect(content.endsWith(`tides${LENGTH_NOTE}`)).toBe(true);
    expect(content.length).toBeGreaterThan(ARTICLE_CONTENT_MAX - LENGTH_NOTE.length - word.length);
  });

  it("when the cut would split an emoji or the text has no spaces, then it still ends on whole characters", () => {
    const emoji = pdfArticleText({ paragraphs: ["🌊".repeat(ARTICLE_CONTENT_MAX)], truncated: false });
    expect(emoji.length).toBeLessThanOrEqual(ARTICLE_CONTENT_MAX);
    expect(emoji.endsWith(`🌊${LENGTH_NOTE}`)).toBe(true);
    const oneWord = pdfArticleText({ paragraphs: ["x".repeat(ARTICLE_CONTENT_MAX + 1)], truncated: false });
    expect(oneWord).toHaveLength(ARTICLE_CONTENT_MAX);
  });
});
