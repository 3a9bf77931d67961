import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import "@/lib/zod-config";
import { HIGHLIGHT_COLORS, type Article, type Highlight } from "@shared";
import { ApiError, apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { SessionContext, type Session } from "@/lib/auth-context";
import { getToasts, resetToasts } from "@/components/ui/toast-store";
import { i18n } from "@/lib/i18n";
import de from "@/locales/de/annotations.json";
import { AnnotatedArticle } from "./annotated-article";

const request = vi.mocked(apiRequest);
const me = { id: "u1", username: "ada", avatar: null };
const FIRST = "Tide tables are among the oldest printed forecasts.";
const SECOND = "Harbour masters published them long ago.";

const highlight = (over: Partial<Highlight>): Highlight => ({
  id: "h1",
  articleId: "a1",
  userId: "u1",
  text: "oldest printed",
  startOffset: FIRST.indexOf("oldest"),
  endOffset: FIRST.indexOf("oldest") + 14,
  prefix: "Tide tables are among the ",
  suffix: " forecasts.Harbour masters",
  color: "#DBEAFE",
  createdAt: "2026-01-01T00:00:00.000Z",
  user: me,
  orphaned: false,
  ...over,
});

const article = (highlights: Highlight[] = []): Article => ({
  id: "a1",
  userId: "u1",
  title: "Tides",
  url: null,
  author: null,
  siteName: null,
  folderId: null,
  tagIds: [],
  preview: "",
  firstHighlightText: null,
  highlightCount: highlights.length,
  commentCount: 0,
  contentType: "text",
  lastViewed: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  deletedAt: null,
  content: `${FIRST}\n\n${SECOND}`,
  highlights,
  comments: [],
  notesCursor: null,
});

function Body() {
  return (
    <div>
      <p>{FIRST}</p>
      <p>{SECOND}</p>
    </div>
  );
}

function renderArticle(data: Article, entry = "/articles/a1") {
  const client = createQueryClient();
  client.setQueryData(["/api/articles/a1"], data);
  const session = { status: "signedIn", user: { id: "u1" } } as unknown as Session;
  // Reads the cache as the real screen does (fresh data: nothing is fetched), so the mutations'
  // cache updates re-render the article.
  const Screen = () => {
    const { data: current = data } = useQuery<Article>({ queryKey: ["/api/articles/a1"] });
    return (
      <AnnotatedArticle article={current}>
        <Body />
      </AnnotatedArticle>
    );
  };
  return render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={[entry]}>
          <Screen />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

function selectText(from: string, to: string) {
  const root = screen.getByTestId("annotated-body");
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  const start = nodes.find((n) => n.data.includes(from))!;
  const end = nodes.find((n) => n.data.includes(to))!;
  const range = document.createRange();
  range.setStart(start, start.data.indexOf(from));
  range.setEnd(end, end.data.indexOf(to) + to.length);
  window.getSelection()!.removeAllRanges();
  window.getSelection()!.addRange(range);
  fireEvent.mouseUp(document);
}

const toastTitles = () => getToasts().map((t) => t.title);

beforeEach(() => request.mockReset());
afterEach(() => resetToasts());

describe("the annotated article", () => {
  it("when it has highlights, then found ones are drawn in their colour and lost ones listed with a note", () => {
    renderArticle(
      article([
        highlight({}),
        highlight({
          id: "h2",
          text: "gone words",
          startOffset: 0,
          endOffset: 10,
          prefix: "x",
          suffix: "y",
          orphaned: true,
        }),
      ]),
    );
    const marks = document.querySelectorAll("mark[data-highlight-id]");
    expect(Array.from(marks).map((m) => m.textContent)).toEqual(["oldest printed"]);
    expect(marks[0]).toHaveAttribute("aria-label", "Blue highlight by ada");
    const list = screen.getByTestId("highlight-list");
    expect(within(list).getAllByRole("button")).toHaveLength(2);
    expect(within(list).getByText(/No longer found in the article's text/)).toBeInTheDocument();
  });

  it("when text is selected, then the toolbar offers eight named colours and the pick is saved with its selector", async () => {
    renderArticle(article());
    selectText("published", "long");
    const toolbar = await screen.findByRole("toolbar", { name: "Highlight colours" });
    const buttons = within(toolbar).getAllByRole("button");
    expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual(HIGHLIGHT_COLORS.map((c) => c.name));
    expect(buttons.map((b) => b.getAttribute("title"))).toEqual(HIGHLIGHT_COLORS.map((c) => c.name));
    expect(toolbar).toHaveStyle({ width: "220px", height: "90px" });

    const text = FIRST + SECOND;
    const start = text.indexOf("published");
    request.mockResolvedValueOnce(
      highlight({
        id: "new",
        text: "published them long",
        startOffset: start,
        endOffset: start + 19,
        color: "#DCFCE7",
      }),
    );
    await userEvent.click(within(toolbar).getByRole("button", { name: "Green" }));
    expect(request).toHaveBeenCalledWith("POST", "/api/highlights", {
      articleId: "a1",
      text: "published them long",
      startOffset: start,
      endOffset: start + 19,
      prefix: text.slice(start - 32, start),
      suffix: text.slice(start + 19, start + 51),
      color: "#DCFCE7",
    });
    await waitFor(() => expect(toastTitles()).toContain("Highlight created"));
    expect(await screen.findByTestId("comment-panel")).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('mark[data-highlight-id="new"]')?.textContent).toBe(
        "published them long",
      ),
    );
  });

  it("when the selection is outside the body, then no toolbar appears", () => {
    renderArticle(article());
    const outside = document.createElement("p");
    outside.textContent = "Elsewhere on the page";
    document.body.appendChild(outside);
    const range = document.createRange();
    range.selectNodeContents(outside);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    fireEvent.mouseUp(document);
    expect(screen.queryByRole("toolbar")).toBeNull();
    outside.remove();
  });

  it("when creating the highlight fails, then the error toast shows the server's words", async () => {
    renderArticle(article());
    selectText("published", "long");
    request.mockRejectedValueOnce(new ApiError(400, '{"error":"Bad colour"}', { error: "Bad colour" }));
    await userEvent.click(within(await screen.findByRole("toolbar")).getByRole("button", { name: "Yellow" }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Error",
        description: "Failed to create highlight: Bad colour",
      }),
    );
  });

  it("when the request gets no answer, then the 'Could not create highlight' toast asks to try again", async () => {
    renderArticle(article());
    selectText("published", "long");
    request.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await userEvent.click(within(await screen.findByRole("toolbar")).getByRole("button", { name: "Yellow" }));
    await waitFor(() => expect(getToasts()).toHaveLength(1));
    expect(getToasts()[0]).toMatchObject({
      title: "Could not create highlight",
      description: "Please try again or refresh the page",
    });
    // The selection stays, so trying again is one click.
    expect(screen.getByRole("toolbar", { name: "Highlight colours" })).toBeInTheDocument();
  });

  it("when the article's text changed after the selection, then nothing is sent and the toast asks to refresh", async () => {
    renderArticle(article());
    selectText("published", "long");
    const toolbar = await screen.findByRole("toolbar");
    // The body is re-rendered with other text (say, the article was edited elsewhere and refetched).
    const paragraph = screen.getByText(SECOND).firstChild as Text;
    paragraph.data = "Harbour officials printed them long ago.";
    await userEvent.click(within(toolbar).getByRole("button", { name: "Yellow" }));
    expect(request).not.toHaveBeenCalled();
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({
      title: "Could not create highlight",
      description: "Please try again or refresh the page",
    });
    expect(screen.queryByRole("toolbar")).toBeNull();
  });

  it("when commenting, then blank is refused, Ctrl+Enter sends, Escape closes", async () => {
    renderArticle(article([highlight({})]));
    await userEvent.click(within(screen.getByTestId("highlight-list")).getByRole("button"));
    const panel = await screen.findByTestId("comment-panel");
    const box = within(panel).getByLabelText("Add a comment");
    await userEvent.type(box, "   ");
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    expect(within(panel).getByRole("alert")).toHaveTextContent("Comment cannot be empty");
    expect(request).not.toHaveBeenCalled();

    request.mockResolvedValueOnce({
      id: "c1",
      articleId: "a1",
      highlightId: "h1",
      userId: "u1",
      text: "Nice",
      createdAt: "2026-01-02T00:00:00.000Z",
      user: me,
    });
    await userEvent.clear(box);
    await userEvent.type(box, "  Nice ");
    await userEvent.keyboard("{Meta>}{Enter}{/Meta}");
    expect(request).toHaveBeenCalledWith("POST", "/api/comments", { highlightId: "h1", text: "Nice" });
    await waitFor(() => expect(toastTitles()).toContain("Comment added"));
    await waitFor(() =>
      expect(within(screen.getByTestId("comment-panel")).getByText("Nice")).toBeInTheDocument(),
    );

    await userEvent.keyboard("{Escape}");
    expect(screen.queryByTestId("comment-panel")).toBeNull();
  });

  describe("the keyboard hints", () => {
    /** A screen that answers `matches` to the no-keyboard query (touch or narrow), as a browser would. */
    const stubScreen = (matches: boolean) =>
      vi.stubGlobal(
        "matchMedia",
        vi.fn((query: string) => ({
          matches,
          media: query,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
        })),
      );
    afterEach(() => vi.unstubAllGlobals());

    it("when the screen is a phone (touch or narrow), then neither the comment box nor the toolbar speaks of keys", async () => {
      stubScreen(true);
      renderArticle(article([highlight({})]));
      selectText("Harbour", "masters");
      const toolbar = await screen.findByRole("toolbar", { name: "Highlight colours" });
      expect(within(toolbar).queryByText("or press H for yellow")).toBeNull();
      await userEvent.click(within(screen.getByTestId("highlight-list")).getByRole("button"));
      const panel = await screen.findByTestId("comment-panel");
      expect(within(panel).queryByText("Ctrl+Enter to send")).toBeNull();
      expect(within(panel).getByRole("button", { name: "Comment" })).toBeInTheDocument();
    });

    it("when the screen has a keyboard and a mouse, then both hints show", async () => {
      stubScreen(false);
      renderArticle(article([highlight({})]));
      selectText("Harbour", "masters");
      const toolbar = await screen.findByRole("toolbar", { name: "Highlight colours" });
      expect(within(toolbar).getByText("or press H for yellow")).toBeInTheDocument();
      await userEvent.click(within(screen.getByTestId("highlight-list")).getByRole("button"));
      const panel = await screen.findByTestId("comment-panel");
      expect(within(panel).getByText("Ctrl+Enter to send")).toBeInTheDocument();
    });
  });

  it("when the highlight is one's own, then its colour can change and it can be deleted", async () => {
    renderArticle(article([highlight({})]));
    await userEvent.click(within(screen.getByTestId("highlight-list")).getByRole("button"));
    const panel = await screen.findByTestId("comment-panel");
    const colours = within(panel).getByRole("group", { name: "Change colour" });
    expect(within(colours).getByRole("button", { name: "Blue" })).toHaveAttribute("aria-pressed", "true");
    request.mockResolvedValueOnce(highlight({ color: "#FCE7F3" }));
    await userEvent.click(within(colours).getByRole("button", { name: "Pink" }));
    expect(request).toHaveBeenCalledWith("PATCH", "/api/highlights/h1", { color: "#FCE7F3" });
    await waitFor(() =>
      expect((document.querySelector("mark[data-highlight-id]") as HTMLElement).style.backgroundColor).toBe(
        "rgb(252, 231, 243)",
      ),
    );

    request.mockResolvedValueOnce(undefined);
    await userEvent.click(within(panel).getByRole("button", { name: "Delete highlight" }));
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    expect(request).toHaveBeenCalledWith("DELETE", "/api/highlights/h1");
    await waitFor(() => expect(document.querySelector("mark[data-highlight-id]")).toBeNull());
  });

  describe("by keyboard", () => {
    it("when H is pressed with text selected, then the selection is highlighted in yellow", async () => {
      renderArticle(article());
      selectText("published", "long");
      const toolbar = await screen.findByRole("toolbar", { name: "Highlight colours" });
      expect(toolbar).toHaveTextContent("or press H for yellow");
      expect(within(toolbar).getByRole("button", { name: "Yellow" })).toHaveAttribute(
        "aria-keyshortcuts",
        "H",
      );
      const start = (FIRST + SECOND).indexOf("published");
      request.mockResolvedValueOnce(
        highlight({ id: "new", text: "published them long", startOffset: start, endOffset: start + 19 }),
      );
      fireEvent.keyDown(document.body, { key: "h" });
      await waitFor(() =>
        expect(request).toHaveBeenCalledWith(
          "POST",
          "/api/highlights",
          expect.objectContaining({ text: "published them long", color: "#FEF9C3" }),
        ),
      );
      expect(await screen.findByTestId("comment-panel")).toBeInTheDocument();
    });

    it("when H is typed into a field, then nothing is highlighted", async () => {
      renderArticle(article());
      selectText("published", "long");
      await screen.findByRole("toolbar");
      const field = document.createElement("textarea");
      document.body.appendChild(field);
      fireEvent.keyDown(field, { key: "h" });
      expect(request).not.toHaveBeenCalled();
      field.remove();
    });

    it("when the panel opened from the highlight list is closed with Escape, then the focus is back on that entry", async () => {
      renderArticle(article([highlight({})]));
      const entry = within(screen.getByTestId("highlight-list")).getAllByRole("button")[0]!;
      await userEvent.click(entry);
      const panel = await screen.findByTestId("comment-panel");
      expect(within(panel).getByRole("textbox", { name: "Add a comment" })).toHaveFocus();
      await userEvent.keyboard("{Escape}");
      expect(screen.queryByTestId("comment-panel")).toBeNull();
      expect(entry).toHaveFocus();
    });

    it("when the panel opened by a click on the highlight is closed with Escape, then the focus is on that highlight", async () => {
      renderArticle(article([highlight({})]));
      const mark = document.querySelector<HTMLElement>('mark[data-highlight-id="h1"]')!;
      await userEvent.click(mark);
      await screen.findByTestId("comment-panel");
      await userEvent.keyboard("{Escape}");
      expect(screen.queryByTestId("comment-panel")).toBeNull();
      expect(document.querySelector('mark[data-highlight-id="h1"]')).toHaveFocus();
    });
  });

  describe("when the address names a target", () => {
    let question: HTMLElement;
    beforeEach(() => {
      Element.prototype.scrollIntoView = vi.fn();
      // A question on the page (the reading screen renders them beside the article).
      question = document.createElement("div");
      question.dataset.questionId = "q1";
      document.body.appendChild(question);
    });
    afterEach(() => question.remove());
    const targets = () => Array.from(document.querySelectorAll('[data-target="true"]'));

    it("when it names a highlight and a question, then both are marked and the body does not scroll away from the question", async () => {
      renderArticle(article([highlight({})]), "/articles/a1?highlight=h1&question=q1");
      await waitFor(() => expect(targets()).toHaveLength(2));
      const mark = document.querySelector('mark[data-target="true"]');
      expect(mark?.textContent).toBe("oldest printed");
      expect(question).toHaveAttribute("data-target", "true");
      expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    });

    it("when it names only a highlight, then the highlight is scrolled to", async () => {
      renderArticle(article([highlight({})]), "/articles/a1?highlight=h1");
      await waitFor(() => expect(targets()).toHaveLength(1));
      const mark = document.querySelector('mark[data-target="true"]');
      expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toEqual([mark]);
    });

    it("when the question is unknown, then only the highlight is marked", async () => {
      renderArticle(article([highlight({})]), "/articles/a1?highlight=h1&question=q9");
      await waitFor(() => expect(targets()).toHaveLength(1));
      expect(targets()[0]?.textContent).toBe("oldest printed");
      expect(question).not.toHaveAttribute("data-target");
    });

    it("when only an unknown question is named, then nothing is marked and nothing scrolls", async () => {
      renderArticle(article([highlight({})]), "/articles/a1?question=q9");
      await act(async () => {});
      expect(targets()).toEqual([]);
      expect(question.className).toBe("");
      expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    });
  });

  describe("in another language", () => {
    afterEach(async () => {
      await i18n.changeLanguage("en");
    });

    it("when the interface is German, then the list, the marks and the comment panel are German, and follow a switch back", async () => {
      i18n.addResourceBundle("de", "annotations", de);
      await i18n.changeLanguage("de");
      renderArticle(article([highlight({})]));
      expect(screen.getByRole("heading", { name: "Markierungen (1)" })).toBeInTheDocument();
      const mark = screen.getByTestId("annotated-body").querySelector("mark")!;
      expect(mark).toHaveAttribute("aria-label", "Markierung in Blau von ada");

      await userEvent.click(within(screen.getByTestId("highlight-list")).getByRole("button"));
      const panel = await screen.findByTestId("comment-panel");
      expect(within(panel).getByRole("heading", { name: "Kommentare" })).toBeInTheDocument();
      expect(within(panel).getByLabelText("Kommentar hinzufügen")).toBeInTheDocument();
      const colours = within(panel).getByRole("group", { name: "Farbe ändern" });
      expect(within(colours).getByRole("button", { name: "Blau" })).toHaveAttribute("aria-pressed", "true");
      await userEvent.click(within(panel).getByRole("button", { name: "Kommentieren" }));
      // The shared schema's English message, shown as the messages namespace has it.
      expect(within(panel).getByRole("alert")).toHaveTextContent("Comment cannot be empty");

      await act(() => i18n.changeLanguage("en"));
      expect(screen.getByTestId("annotated-body").querySelector("mark")).toHaveAttribute(
        "aria-label",
        "Blue highlight by ada",
      );
    });
  });
});

describe("'More notes'", () => {
  const friend = { id: "u2", username: "ben", avatar: null };
  const theirs = highlight({
    id: "h2",
    userId: "u2",
    user: friend,
    text: "Harbour masters",
    startOffset: FIRST.length,
    endOffset: FIRST.length + 15,
    prefix: "printed forecasts.",
    suffix: " published them",
    color: "#DCFCE7",
  });
  const reply = {
    id: "c2",
    articleId: "a1",
    highlightId: "h2",
    userId: "u2",
    text: "Older than I thought",
    createdAt: "2026-01-02T00:00:00.000Z",
    user: friend,
  };

  it("when other readers' notes remain, then the button brings the next page into the text, the list and the thread, and says so", async () => {
    request.mockResolvedValue({ highlights: [theirs], comments: [reply], notesCursor: null });
    renderArticle({ ...article([highlight({})]), notesCursor: "next-page" });
    const button = screen.getByRole("button", { name: "More notes" });
    // Reached by keyboard like every control under the text.
    button.focus();
    await userEvent.keyboard("{Enter}");

    expect(request).toHaveBeenCalledWith("GET", "/api/articles/a1/notes?cursor=next-page");
    expect(await screen.findByRole("status")).toHaveTextContent("More notes shown: 1 highlights");
    const marks = document.querySelectorAll("mark[data-highlight-id]");
    expect(Array.from(marks).map((m) => m.getAttribute("data-highlight-id"))).toEqual(["h1", "h2"]);
    const list = screen.getByTestId("highlight-list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    // The last page: nothing more to ask for.
    expect(screen.queryByRole("button", { name: "More notes" })).not.toBeInTheDocument();

    await userEvent.click(within(list).getByRole("button", { name: /Harbour masters/ }));
    const panel = await screen.findByTestId("comment-panel");
    expect(within(panel).getByText("Older than I thought")).toBeInTheDocument();
  });

  it("when every note is shown, then there is no button", () => {
    renderArticle(article([highlight({})]));
    expect(screen.queryByRole("button", { name: "More notes" })).not.toBeInTheDocument();
  });

  it("when the page fails, then the toast shows the server's words and the button stays", async () => {
    request.mockRejectedValueOnce(
      new ApiError(400, "cursor: Invalid cursor.", { error: "cursor: Invalid cursor." }),
    );
    renderArticle({ ...article(), notesCursor: "broken" });
    await userEvent.click(screen.getByRole("button", { name: "More notes" }));
    await waitFor(() => expect(toastTitles()).toEqual(["Error"]));
    expect(getToasts()[0]?.description).toBe("Failed to load more notes: cursor: Invalid cursor.");
    expect(screen.getByRole("button", { name: "More notes" })).toBeEnabled();
  });
});
