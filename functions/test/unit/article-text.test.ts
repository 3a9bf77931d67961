import { describe, expect, it } from "vitest";
import { queryToken, textPreview, titleMatches, titleTokens } from "../../src/modules/articles/article-text";
import { pageParagraphs } from "../../src/modules/import/pdf-import.service";

describe("title search tokens", () => {
  it("when a title is stored, then every prefix of every word up to 12 characters is a token", () => {
    const tokens = titleTokens("Paper Maps");
    expect(tokens).toEqual(["p", "pa", "pap", "pape", "paper", "m", "ma", "map", "maps"]);
    expect(titleTokens("Internationalisation")).toContain("internationa");
    expect(titleTokens("Internationalisation")).not.toContain("internationalisation");
    expect(titleTokens("Café Müller")).toContain("café");
  });

  it("when a query is looked up, then its longest word is the token and every word must start a title word", () => {
    expect(queryToken("maps of paper")).toBe("paper");
    expect(queryToken("internationalisation")).toBe("internationa");
    expect(queryToken("  !! ")).toBeUndefined();
    expect(titleMatches("Paper Maps and Memory", "MAPS pap")).toBe(true);
    expect(titleMatches("Paper Maps and Memory", "aper")).toBe(false);
    expect(titleMatches("Internationalisation Today", "internationalis")).toBe(true);
  });

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
