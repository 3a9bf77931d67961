import { describe, expect, it } from "vitest";
import { plainTextArticleText } from "../../src/shared";
import { quoteSelector } from "../../src/shared/quote-selector";

describe("quoteSelector", () => {
  const text = plainTextArticleText(
    "A well-used city street is apt to be a safe street.\n\nA deserted city street is apt to be unsafe.\n\nThe sidewalk is where strangers meet.",
  );

  it("when the quote spans paragraphs (a line break on the page, nothing in the text), then it is found", () => {
    const selector = quoteSelector(text, "a safe street.\n\nA deserted city");
    expect(selector?.text).toBe("a safe street.A deserted city");
    expect(text.slice(selector!.startOffset, selector!.endOffset)).toBe(selector!.text);
    expect(selector!.prefix.endsWith("is apt to be ")).toBe(true);
  });

  it("when the page had other spaces (non-breaking, doubled), then the quote is still found", () => {
    const selector = quoteSelector(text, "where\u00a0 strangers\tmeet");
    expect(selector?.text).toBe("where strangers meet");
  });

  it("when a long quote differs by a character or two, then the near match is taken", () => {
    const selector = quoteSelector(text, "A deserted city street is apt to be unsafe!");
    expect(selector?.text.startsWith("A deserted city street is apt to be unsafe")).toBe(true);
  });

  it("when the quote is not in the article, then null", () => {
    expect(quoteSelector(text, "Nothing of the kind appears in this article at all.")).toBeNull();
    expect(quoteSelector(text, "   ")).toBeNull();
  });
});
