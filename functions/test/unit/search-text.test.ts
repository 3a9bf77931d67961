// Words for search in the six languages Spurq speaks, and the other scripts its readers save.
import { describe, expect, it } from "vitest";
import {
  wordsAt,
  bodyLookupToken,
  bodyTokens,
  queryToken,
  searchWords,
  snippetAround,
  textMatches,
  textTokens,
} from "../../src/lib/search-text";
import { bodyText } from "../../src/modules/library/search-terms";

describe("search words", () => {
  it("when a title is stored, then every prefix of every word up to 12 characters is a token", () => {
    expect(textTokens("Paper Maps")).toEqual(["p", "pa", "pap", "pape", "paper", "m", "ma", "map", "maps"]);
    expect(textTokens("Internationalisation")).toContain("internationa");
    expect(textTokens("Internationalisation")).not.toContain("internationalisation");
  });

  it("when a query is looked up, then its longest word is the token and every word must start a word", () => {
    expect(queryToken("maps of paper")).toBe("paper");
    expect(queryToken("internationalisation")).toBe("internationa");
    expect(queryToken("  !! ")).toBeUndefined();
    expect(textMatches("Paper Maps and Memory", "MAPS pap")).toBe(true);
    expect(textMatches("Paper Maps and Memory", "aper")).toBe(false);
    expect(textMatches("Internationalisation Today", "internationalis")).toBe(true);
  });

  it("when a Japanese title has no spaces, then the segmenter's words are found, 学習 among them", () => {
    expect(searchWords("機械学習の入門")).toEqual(["機械", "学習", "の", "入門"]);
    expect(textTokens("機械学習の入門")).toContain("学習");
    expect(textMatches("機械学習の入門", "学習")).toBe(true);
    expect(textMatches("機械学習の入門", "入門")).toBe(true);
    expect(textMatches("機械学習の入門", "深層")).toBe(false);
    expect(queryToken("学習")).toBe("学習");
  });

  it("when a Chinese title is searched by a word in its middle, then it is found", () => {
    expect(textTokens("自然语言处理的基本方法")).toEqual(expect.arrayContaining(["语言", "处理", "方法"]));
    expect(textMatches("自然语言处理的基本方法", "处理")).toBe(true);
    expect(textMatches("自然语言处理的基本方法", "基本 方法")).toBe(true);
    expect(textMatches("自然语言处理的基本方法", "机器")).toBe(false);
  });

  it("when a CJK compound stays one word, then a word inside it is still found", () => {
    // 深層学習 may come out whole or in two: either way 学習 inside it is a token.
    expect(textTokens("深層学習")).toContain("学習");
    expect(textMatches("深層学習", "学習")).toBe(true);
  });

  it("when a Korean title is searched by a word's start, then it is found, particles and all", () => {
    expect(searchWords("한국어 자연어 처리 입문")).toEqual(["한국어", "자연어", "처리", "입문"]);
    expect(textMatches("학교에서 배운 자연어 처리", "학교")).toBe(true);
    expect(textMatches("학교에서 배운 자연어 처리", "처리")).toBe(true);
    expect(textTokens("학교에서")).toContain("학교");
  });

  it("when accents or letter case differ, then European words still match, both ways", () => {
    expect(textMatches("Élan vital: CAFÉ crème", "elan cafe")).toBe(true);
    expect(textMatches("Elan vital", "élan")).toBe(true);
    expect(textMatches("Über die Gezeiten", "uber")).toBe(true);
    expect(textMatches("La mañana en Señora", "senora manana")).toBe(true);
    expect(textMatches("ΚΑΛΗΜΈΡΑ", "καλημερα")).toBe(true);
    expect(textTokens("Café Müller")).toEqual(expect.arrayContaining(["cafe", "muller"]));
  });

  it("when kana carry voicing marks, then they keep them (が is not か)", () => {
    expect(searchWords("がっこう")).not.toContain("かっこう");
    expect(textMatches("ガイド", "カイド")).toBe(false);
  });

  it("when full-width letters are typed, then they match plain ones", () => {
    expect(textMatches("Tide tables", "ＴＩＤＥ")).toBe(true);
  });
});

describe("words as the segmenter cuts them", () => {
  const segmenter = new Intl.Segmenter(undefined, { granularity: "word" });
  const bySegmenter = (text: string) =>
    [...segmenter.segment(text)]
      .filter((part) => part.isWordLike && /[\p{L}\p{N}]/u.test(part.segment))
      .map((part) => ({ word: part.segment, index: part.index }));
  const ours = (text: string) =>
    wordsAt(text).map((entry) => ({
      word: text.slice(entry.index, entry.index + entry.length),
      index: entry.index,
    }));

  it.each([
    "Don't stop: the harbour-master's log, 3.14 and 1,000 boats (at 5:30).",
    "Élan vital: CAFÉ crème «déjà» — naïve coöperation",
    "機械学習の入門。自然语言处理的基本方法！한국어 자연어 처리",
    "e-mail user@example.com https://example.com/a_b?x=1 #tag @name",
    "“Quoted” ‘single’ dogs' tails... ellipsis…end",
    "Ωμέγα Привет, мир! 123abc abc123 ½ ²",
  ])(
    "when a text has punctuation, scripts and numbers (%s), then its words are exactly the segmenter's",
    (text) => {
      expect(ours(text)).toEqual(bySegmenter(text));
    },
  );

  it("when a long text is cut into pieces for the segmenter, then no word is lost or split at a cut", () => {
    const japanese = "灯台守は毎晩、潮の満ち引きと月の軌道を記録していた。".repeat(200);
    expect(ours(japanese)).toEqual(bySegmenter(japanese));
    const english = "The harbour master's log, day after day. ".repeat(300);
    expect(ours(english)).toEqual(bySegmenter(english));
  });
});

describe("body tokens", () => {
  it("when a body is indexed, then its words' starts of 2, 3, 5, 8 and 12 characters are tokens, each once", () => {
    const tokens = bodyTokens("The harbour, the harbour master and the tide; lighthousekeepers.", 1000);
    expect(tokens).toEqual(
      expect.arrayContaining(["th", "the", "ha", "har", "harbo", "maste", "tid", "lighthou", "lighthouseke"]),
    );
    for (const absent of ["t", "harb", "harbour", "master", "tide", "lighth"])
      expect(tokens).not.toContain(absent);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it("when a query word is looked up in bodies, then by its longest prefix a body keeps (CJK as it is)", () => {
    expect(bodyLookupToken("harbour")).toBe("harbo");
    expect(bodyLookupToken("tide")).toBe("tid");
    expect(bodyLookupToken("lighthouse")).toBe("lighthou");
    expect(bodyLookupToken("the")).toBe("the");
    expect(bodyLookupToken("a")).toBeUndefined();
    expect(bodyLookupToken("灯台")).toBe("灯台");
    // Whatever a body keeps of a word, its lookup token is among them.
    for (const word of ["ab", "harbours", "lighthousekeepers", "quay"])
      expect(bodyTokens(word, 100)).toContain(bodyLookupToken(queryToken(word)!));
  });

  it("when a body has more word starts than allowed, then those of its first words are kept, within the bound", () => {
    const words = Array.from({ length: 5000 }, (_, index) => `w${index.toString(36)}x`);
    const tokens = bodyTokens(words.join(" "), 1000);
    expect(tokens).toHaveLength(1000);
    expect(tokens).toContain("w0x");
  });

  it("when a stored HTML body is read for search, then tags go, entities are decoded and blocks stay apart", () => {
    expect(bodyText("<p>Tides&nbsp;&amp; moons</p><p>Harbour</p>", "html").replace(/\s+/g, " ").trim()).toBe(
      "Tides & moons Harbour",
    );
    expect(bodyText("a < b and <c>", "text")).toBe("a < b and <c>");
  });
});

describe("snippets", () => {
  it("when a long text matches, then the words around the first match are shown, cut at words", () => {
    const text = `${"early words come first ".repeat(10)}the harbour master checks the tide tables ${"and later words follow ".repeat(10)}`;
    const snippet = snippetAround(text, "harbour")!;
    expect(snippet.text.startsWith("…")).toBe(true);
    expect(snippet.text.endsWith("…")).toBe(true);
    expect(snippet.text.slice(snippet.start, snippet.start + snippet.length)).toBe("harbour");
    expect(snippet.text.length).toBeLessThan(150);
  });

  it("when a short text matches, then all of it is shown with the match marked", () => {
    expect(snippetAround("Ask about the Tide", "tide")).toEqual({
      text: "Ask about the Tide",
      start: 14,
      length: 4,
    });
  });

  it("when a Japanese text matches a word inside it, then the match is placed on it", () => {
    const snippet = snippetAround("これは機械学習の入門です", "学習")!;
    expect(snippet.text.slice(snippet.start, snippet.start + snippet.length)).toContain("学習");
  });

  it("when nothing matches, then there is no snippet", () => {
    expect(snippetAround("Ask about the Tide", "moon")).toBeUndefined();
  });
});
