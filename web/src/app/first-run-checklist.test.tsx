// Home's first-run checklist: what it shows with nothing done, some steps ticked, all done and
// dismissed; hiding it is saved with the reader; the sample article is saved once and opened, and
// a second click opens that one again.
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { Link, MemoryRouter, Route, Routes, useParams } from "react-router-dom";
import axe from "axe-core";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import "@/lib/zod-config";
import { DEFAULT_PREFERENCES, type AchievementType, type Preferences } from "@shared";
import { ApiError, apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { getToasts, resetToasts } from "@/components/ui/toast-store";
import { i18n } from "@/lib/i18n";
import enFirstRun from "@/locales/en/firstRun.json";
import frFirstRun from "@/locales/fr/firstRun.json";
import { FirstRunChecklist } from "./first-run-checklist";
import { sampleArticle } from "./open-sample-article";

const request = vi.mocked(apiRequest);

/** The reader's stored preferences and unlocked achievements, as the server keeps them. */
let stored: Preferences;
let unlocked: AchievementType[];
/** Articles the reader has, by id. */
let articles: Map<string, { title: string; content: string }>;

function serve({ dismissFails = false } = {}) {
  request.mockImplementation(async (method: string, url: string, body?: unknown) => {
    if (method === "GET" && url === "/api/user/preferences") return stored;
    if (method === "PATCH" && url === "/api/user/preferences") {
      if (dismissFails) throw new ApiError(500, "boom", null);
      stored = { ...stored, ...(body as Partial<Preferences>) };
      return stored;
    }
    if (method === "GET" && url === "/api/user/achievements")
      return unlocked.map((type, index) => ({ id: index + 1, type, count: 1 }));
    if (method === "POST" && url === "/api/articles") {
      const id = `a${articles.size + 1}`;
      articles.set(id, body as { title: string; content: string });
      return { id };
    }
    const article = /^\/api\/articles\/(\w+)$/.exec(url);
    if (method === "GET" && article) {
      const found = articles.get(article[1]!);
      if (!found) throw new ApiError(404, '{"error":"Article not found"}', { error: "Article not found" });
      return { id: article[1], ...found, highlights: [], comments: [] };
    }
    if (method === "GET") return { items: [], nextCursor: null };
    throw new Error(`unexpected ${method} ${url}`);
  });
}

function ArticleScreen() {
  const { id } = useParams();
  return (
    <>
      <h1>{`Article ${id}`}</h1>
      <Link to="/home">Home</Link>
    </>
  );
}

const onAsk = vi.fn();

function renderChecklist() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/home"]}>
        <main tabIndex={-1}>
          <Routes>
            <Route path="/home" element={<FirstRunChecklist onAsk={onAsk} />} />
            <Route path="/articles/:id" element={<ArticleScreen />} />
          </Routes>
        </main>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function given(preferences: Partial<Preferences>, achievements: AchievementType[]) {
  stored = { ...DEFAULT_PREFERENCES, ...preferences };
  unlocked = achievements;
  articles = new Map();
}

const checklist = (name = "Your first steps") => screen.findByRole("region", { name });
const step = (region: HTMLElement, name: string) =>
  within(region).getByText(name, { exact: false }).closest("li")!;

/** Lets every pending request answer (a hidden list renders nothing, so there is nothing to await). */
const settled = () => waitFor(() => expect(request).toHaveBeenCalledWith("GET", "/api/user/achievements"));

afterEach(async () => {
  request.mockReset();
  onAsk.mockReset();
  resetToasts();
  await i18n.changeLanguage("en");
});

describe("the first-run checklist", () => {
  it("when nothing is done, then four steps show unticked, with the sample article and each step's way forward", async () => {
    given({}, []);
    serve();
    renderChecklist();
    const region = await checklist();
    expect(within(region).getByText("0 of 4 done")).toBeInTheDocument();
    const items = within(region).getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("data-done"))).toEqual(["false", "false", "false", "false"]);
    for (const name of [
      "Save a first article",
      "Highlight a passage",
      "Find a friend",
      "Ask a first spurq",
    ]) {
      expect(step(region, name)).toHaveTextContent(`${name}: Not done yet`);
    }
    expect(within(region).getByRole("button", { name: "Open a sample article" })).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Add your own" })).toHaveAttribute(
      "href",
      "/articles/create",
    );
    expect(within(region).getByRole("link", { name: "Find people" })).toHaveAttribute(
      "href",
      "/friends?find=1",
    );
    await userEvent.click(within(region).getByRole("button", { name: "Ask a friend" }));
    expect(onAsk).toHaveBeenCalledTimes(1);
    expect((await axe.run(region)).violations).toEqual([]);
  });

  it("when an article is saved and a passage highlighted, then those two are ticked and the sample stays a click away for the highlight", async () => {
    given({}, ["article", "highlight", "comment"]);
    serve();
    renderChecklist();
    const region = await checklist();
    expect(within(region).getByText("2 of 4 done")).toBeInTheDocument();
    expect(step(region, "Save a first article")).toHaveTextContent("Save a first article: Done");
    expect(step(region, "Highlight a passage")).toHaveTextContent("Highlight a passage: Done");
    expect(step(region, "Find a friend")).toHaveTextContent("Find a friend: Not done yet");
    expect(step(region, "Ask a first spurq")).toHaveTextContent("Ask a first spurq: Not done yet");
    // Done steps offer nothing more: no sample, no 'Add your own'.
    expect(within(region).queryByRole("button", { name: "Open a sample article" })).toBeNull();
    expect(within(region).queryByRole("link", { name: "Add your own" })).toBeNull();
  });

  it("when the article is saved but nothing highlighted yet, then the sample is offered beside the highlight step", async () => {
    given({}, ["article"]);
    serve();
    renderChecklist();
    const region = await checklist();
    const highlight = step(region, "Highlight a passage");
    expect(within(highlight).getByRole("button", { name: "Open a sample article" })).toBeInTheDocument();
  });

  it("when all four are done, then the checklist is gone", async () => {
    given({}, ["spurq", "connection", "highlight", "article"]);
    serve();
    renderChecklist();
    await settled();
    await waitFor(() => expect(request).toHaveBeenCalledWith("GET", "/api/user/preferences"));
    expect(screen.queryByRole("region", { name: "Your first steps" })).toBeNull();
  });

  it("when the reader dismissed it before, then it does not show, even with nothing done", async () => {
    given({ firstRunDismissed: true }, []);
    serve();
    renderChecklist();
    await settled();
    await waitFor(() => expect(request).toHaveBeenCalledWith("GET", "/api/user/preferences"));
    expect(screen.queryByRole("region", { name: "Your first steps" })).toBeNull();
  });

  it("when the reader hides it from the keyboard, then it goes at once, the dismissal is saved with them, and focus moves to the content", async () => {
    given({}, ["article"]);
    serve();
    renderChecklist();
    const region = await checklist();
    const hide = within(region).getByRole("button", { name: "Hide your first steps" });
    hide.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("region", { name: "Your first steps" })).toBeNull());
    expect(request).toHaveBeenCalledWith("PATCH", "/api/user/preferences", { firstRunDismissed: true });
    expect(stored.firstRunDismissed).toBe(true);
    expect(document.activeElement?.tagName).toBe("MAIN");
  });

  it("when hiding it fails, then it comes back and a toast says so", async () => {
    given({}, []);
    serve({ dismissFails: true });
    renderChecklist();
    await userEvent.click(within(await checklist()).getByRole("button", { name: "Hide your first steps" }));
    expect(await checklist()).toBeInTheDocument();
    expect(stored.firstRunDismissed).toBe(false);
    expect(getToasts().map((item) => [item.title, item.variant])).toEqual([
      ["Your first steps could not be hidden. Please try again.", "destructive"],
    ]);
  });

  it("when the sample is opened twice, then one article is saved and remembered, and both clicks open it", async () => {
    given({}, []);
    serve();
    renderChecklist();
    await userEvent.click(within(await checklist()).getByRole("button", { name: "Open a sample article" }));
    await screen.findByRole("heading", { name: "Article a1" });
    const posts = request.mock.calls.filter(([method, url]) => method === "POST" && url === "/api/articles");
    expect(posts).toHaveLength(1);
    expect(posts[0]![2]).toEqual(sampleArticle(i18n.getFixedT("en", "firstRun")));
    expect(stored.sampleArticleId).toBe("a1");

    await userEvent.click(screen.getByRole("link", { name: "Home" }));
    await userEvent.click(within(await checklist()).getByRole("button", { name: "Open a sample article" }));
    await screen.findByRole("heading", { name: "Article a1" });
    expect(
      request.mock.calls.filter(([method, url]) => method === "POST" && url === "/api/articles"),
    ).toHaveLength(1);
    expect(articles.size).toBe(1);
  });

  it("when the remembered sample was deleted, then a new one is saved and remembered", async () => {
    given({ sampleArticleId: "gone" }, []);
    serve();
    renderChecklist();
    await userEvent.click(within(await checklist()).getByRole("button", { name: "Open a sample article" }));
    await screen.findByRole("heading", { name: "Article a1" });
    expect(stored.sampleArticleId).toBe("a1");
  });

  it("when the interface is in French, then the sample is saved in French, its paragraphs a blank line apart", async () => {
    i18n.addResourceBundle("fr", "firstRun", frFirstRun, true, true);
    await i18n.changeLanguage("fr");
    given({}, []);
    serve();
    renderChecklist();
    await userEvent.click(
      within(await checklist("Vos premiers pas")).getByRole("button", {
        name: "Ouvrir un article d'exemple",
      }),
    );
    await screen.findByRole("heading", { name: "Article a1" });
    const saved = articles.get("a1")!;
    expect(saved.title).toBe(frFirstRun.sample.title);
    expect(saved.content.split("\n\n")).toEqual(Object.values(frFirstRun.sample.paragraphs));
    expect(saved.title).not.toBe(enFirstRun.sample.title);
  });
});
