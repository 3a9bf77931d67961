// Finding quotes on a live page and a page's selection in the saved article: whitespace differs
// between the two, menus surround the article, and a repeated quote is told apart by its context.
import { afterEach, describe, expect, it } from "vitest";
import type { Highlight } from "@shared";
import { articleText, selectorInArticle } from "../highlighter/anchor";
import { clearMarks, marksOf, paintHighlights } from "./marks";
import { quoteOfRange, readPageText } from "./page-text";

const PAGE = `
  <nav>Home · News · The harbour</nav>
  <article>
    <h1>The harbour</h1>
    <p>The ferry runs <em>twice</em> a day.
       It stops at the island.</p>
    <p>The ferry runs twice a day in winter, and the island school waits.</p>
  </article>`;

const highlight = (over: Partial<Highlight>): Highlight => ({
  id: "h1",
  articleId: "a1",
  userId: "u1",
  text: "",
  startOffset: 0,
  endOffset: 0,
  prefix: "",
  suffix: "",
  color: "#FEF9C3",
  createdAt: "2026-01-01T00:00:00.000Z",
  user: { id: "u1", username: "ada", avatar: null },
  orphaned: false,
  ...over,
});

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the live page's text", () => {
  it("when a quote spans markup and line breaks, then its marks cover exactly its words", () => {
    document.body.innerHTML = PAGE;
    const painted = paintHighlights(
      [highlight({ text: "runs twice a day. It stops", prefix: "The harbourThe ferry " })],
      () => document.createElement("spurq-avatar"),
    );
    expect(painted).toHaveLength(1);
    expect(
      marksOf("h1")
        .map((mark) => mark.textContent)
        .join(""),
    ).toBe("runs twice a day.\n       It stops");
    expect(document.querySelectorAll("spurq-avatar")).toHaveLength(1);
    clearMarks();
    expect(document.querySelectorAll("spurq-mark, spurq-avatar")).toHaveLength(0);
    expect(document.body.innerHTML).toBe(PAGE);
  });

  it("when a quote is on the page twice, then its context chooses the copy", () => {
    document.body.innerHTML = PAGE;
    paintHighlights(
      [
        highlight({
          text: "The ferry runs twice a day",
          prefix: "stops at the island.",
          suffix: " in winter, and",
        }),
      ],
      () => document.createElement("spurq-avatar"),
    );
    const [mark] = marksOf("h1");
    expect(mark!.closest("p")!.textContent).toContain("winter");
  });

  it("when two highlights overlap, then both are painted, the later inside the earlier's marks", () => {
    document.body.innerHTML = PAGE;
    const painted = paintHighlights(
      [
        highlight({ id: "a", text: "island school waits", prefix: "in winter, and the " }),
        highlight({ id: "b", text: "and the island", prefix: "twice a day in winter, ", suffix: " school" }),
      ],
      () => document.createElement("spurq-avatar"),
    );
    expect(painted.map((p) => p.highlight.id).sort()).toEqual(["a", "b"]);
    expect(
      marksOf("a")
        .map((m) => m.textContent)
        .join(""),
    ).toBe("island school waits");
    expect(
      marksOf("b")
        .map((m) => m.textContent)
        .join(""),
    ).toBe("and the island");
    clearMarks();
    expect(document.body.innerHTML).toBe(PAGE);
  });

  it("when a quote is not on the page, then nothing is painted", () => {
    document.body.innerHTML = PAGE;
    expect(
      paintHighlights([highlight({ text: "a sentence from elsewhere entirely" })], () =>
        document.createElement("b"),
      ),
    ).toEqual([]);
    expect(document.querySelectorAll("spurq-mark")).toHaveLength(0);
  });
});

describe("a selection on the page, in the saved article", () => {
  it("when the article's text joins paragraphs without whitespace, then the selection still finds its place and its context", () => {
    document.body.innerHTML = PAGE;
    const second = document.querySelectorAll("p")[1]!.firstChild!;
    const range = document.createRange();
    range.setStart(second, 0);
    range.setEnd(second, "The ferry runs twice a day".length);
    const quote = quoteOfRange(readPageText(), range)!;
    expect(quote.quote).toBe("Theferryrunstwiceaday");
    const text = articleText({
      contentType: "html",
      content:
        "<h1>The harbour</h1><p>The ferry runs <em>twice</em> a day. It stops at the island.</p><p>The ferry runs twice a day in winter, and the island school waits.</p>",
    });
    const selector = selectorInArticle(text, quote)!;
    expect(selector.text).toBe("The ferry runs twice a day");
    expect(text.slice(selector.startOffset, selector.endOffset)).toBe(selector.text);
    expect(selector.startOffset).toBe(text.lastIndexOf("The ferry runs twice a day"));
  });

  it("when the article is plain text, then offsets count in its joined paragraphs", () => {
    const text = articleText({ contentType: "text", content: "First one.\n\nSecond one here." });
    expect(text).toBe("First one.Second one here.");
    const selector = selectorInArticle(text, {
      text: "one. Second",
      quote: "one.Second",
      prefix: "First",
      suffix: "onehere.",
    });
    expect(selector).toMatchObject({ text: "one.Second", startOffset: 6 });
  });

  it("when the selection is not in the article, then there is no selector", () => {
    expect(
      selectorInArticle("Only this.", { text: "menu", quote: "Home·News", prefix: "", suffix: "" }),
    ).toBeNull();
  });
});
