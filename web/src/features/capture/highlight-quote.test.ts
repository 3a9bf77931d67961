// The quote carried by the bookmarklet becomes a highlight of the imported article: the selector
// sent counts in the article's text as the reading screen renders it, HTML and plain text alike.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Article, CreateHighlightBody, Highlight } from "@shared";
import { getToasts, resetToasts } from "@/components/ui/toast-store";
import { highlightCapturedQuote } from "./highlight-quote";

const article = (content: string, contentType: "html" | "text") =>
  ({ id: "a1", content, contentType }) as unknown as Article;

function deps(found: Article) {
  const created: CreateHighlightBody[] = [];
  return {
    created,
    getArticle: vi.fn(async () => found),
    createHighlight: vi.fn(async (body: CreateHighlightBody) => {
      created.push(body);
      return { id: "h1", ...body } as unknown as Highlight;
    }),
  };
}

beforeEach(() => resetToasts());

describe("highlightCapturedQuote", () => {
  it("when the quote spans two paragraphs of an HTML article, then the highlight covers it in the body's text", async () => {
    const html =
      '<h1>Title</h1><p>First <a href="https://x.example/">line</a> ends.</p><p>Second begins here.</p>';
    const fake = deps(article(html, "html"));
    expect(await highlightCapturedQuote("a1", "line ends.\n\nSecond begins", fake)).toBe("h1");
    const [body] = fake.created;
    // The body's textContent: "TitleFirst line ends.Second begins here."
    expect(body).toMatchObject({ articleId: "a1", text: "line ends.Second begins", startOffset: 11 });
    expect(body!.endOffset - body!.startOffset).toBe(body!.text.length);
    expect(getToasts().map((t) => t.title)).toEqual(["Text highlighted"]);
  });

  it("when the article is plain text, then offsets count in its joined paragraphs", async () => {
    const fake = deps(article("One paragraph here.\n\nAnother paragraph there.", "text"));
    await highlightCapturedQuote("a1", "Another paragraph", fake);
    expect(fake.created[0]).toMatchObject({ text: "Another paragraph", startOffset: 19, endOffset: 36 });
  });

  it("when the quote is not in the article, then no highlight is made and a toast says so", async () => {
    const fake = deps(article("<p>Nothing like it.</p>", "html"));
    expect(
      await highlightCapturedQuote("a1", "A sentence from a sidebar the extraction dropped.", fake),
    ).toBeNull();
    expect(fake.createHighlight).not.toHaveBeenCalled();
    expect(getToasts().map((t) => t.title)).toEqual(["Selection not highlighted"]);
  });

  it("when the highlight cannot be created, then it says so and does not throw", async () => {
    const fake = deps(article("<p>Some words here.</p>", "html"));
    fake.createHighlight.mockRejectedValueOnce(new Error("500"));
    expect(await highlightCapturedQuote("a1", "Some words", fake)).toBeNull();
    expect(getToasts().map((t) => t.title)).toEqual(["Could not create highlight"]);
  });
});
