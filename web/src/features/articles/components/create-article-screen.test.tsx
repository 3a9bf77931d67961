import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes, useParams } from "react-router-dom";
import type * as ApiClientModule from "@/lib/api-client";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));
vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  apiRequest: vi.fn(),
}));

import { ApiError, apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { getToasts, resetToasts } from "@/components/ui/toast-store";
import { CreateArticleScreen, type CreateScreenVariant } from "./create-article-screen";

const request = vi.mocked(apiRequest);

const variant: CreateScreenVariant = {
  title: "Create New Article",
  labels: { url: "Import from URL", pdf: "Import from PDF", manual: "Create Manually" },
  manual: "full",
  articlePath: (id) => `/articles/${id}`,
  back: { to: "/my-articles", label: "Cancel" },
};

function ArticlePage() {
  const { id } = useParams();
  return <p>Opened article {id}</p>;
}

function renderScreen(screenVariant = variant) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/articles/create"]}>
        <Routes>
          <Route path="/articles/create" element={<CreateArticleScreen variant={screenVariant} />} />
          <Route path="/articles/:id" element={<ArticlePage />} />
          <Route path="/article/:id" element={<ArticlePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const toastTitles = () => getToasts().map((toast) => toast.title);
const apiError = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), body);

beforeEach(() => {
  request.mockReset();
});
afterEach(() => {
  resetToasts();
});

describe("Create New Article", () => {
  it("when it opens, then the URL tab is selected and Import waits for an address", () => {
    renderScreen();
    expect(screen.getByRole("tab", { name: "Import from URL" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("button", { name: "Import Article" })).toBeDisabled();
  });

  it("when the address is invalid on blur, then 'Please enter a valid URL' shows and Import stays disabled", async () => {
    const user = userEvent.setup();
    renderScreen();
    const field = screen.getByLabelText("Article URL");
    await user.type(field, "not a url");
    expect(screen.queryByText("Please enter a valid URL")).toBeNull();
    await user.tab();
    expect(screen.getByText("Please enter a valid URL")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import Article" })).toBeDisabled();
    await user.clear(field);
    await user.type(field, "https://example.com/a");
    expect(screen.queryByText("Please enter a valid URL")).toBeNull();
    expect(screen.getByRole("button", { name: "Import Article" })).toBeEnabled();
  });

  it("when the import succeeds, then 'Article imported' and the article opens", async () => {
    const user = userEvent.setup();
    request.mockResolvedValueOnce({ id: "a1" });
    renderScreen();
    await user.type(screen.getByLabelText("Article URL"), "https://example.com/a");
    await user.click(screen.getByRole("button", { name: "Import Article" }));
    expect(await screen.findByText("Opened article a1")).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith("POST", "/api/articles/from-url", { url: "https://example.com/a" });
    expect(toastTitles()).toContain("Article imported");
  });

  it("when the site blocks us, then the Import Error box and a 5 s toast; 'Try PDF instead' opens the PDF tab", async () => {
    const user = userEvent.setup();
    let finish: (reason: unknown) => void = () => undefined;
    request.mockReturnValueOnce(new Promise((_resolve, reject) => (finish = reject)));
    renderScreen();
    await user.type(screen.getByLabelText("Article URL"), "https://blocked.example/a");
    await user.click(screen.getByRole("button", { name: "Import Article" }));
    expect(screen.getByRole("button", { name: "Importing..." })).toBeDisabled();
    finish(
      apiError(502, {
        error: "This website is blocking our content extraction. Try using PDF upload instead.",
        errorType: "ACCESS_DENIED",
      }),
    );
    const box = await screen.findByRole("alert");
    expect(box).toHaveTextContent("Import Error");
    expect(box).toHaveTextContent(
      "This website is blocking our content extraction. Try using PDF upload instead.",
    );
    const toast = getToasts().find((each) => each.title === "Error importing article");
    expect(toast).toMatchObject({ duration: 5000, variant: "destructive" });
    await user.click(screen.getByRole("button", { name: "Try PDF instead" }));
    expect(screen.getByRole("tab", { name: "Import from PDF" })).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByText("Import Error")).toBeNull();
  });

  it("when the page is not found, then the box has no 'Try PDF instead'", async () => {
    const user = userEvent.setup();
    request.mockRejectedValueOnce(apiError(422, { error: "gone", errorType: "NOT_FOUND" }));
    renderScreen();
    await user.type(screen.getByLabelText("Article URL"), "https://example.com/missing");
    await user.click(screen.getByRole("button", { name: "Import Article" }));
    expect(await screen.findByText("gone")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try PDF instead" })).toBeNull();
  });

  it("when an import failed and the address is then made invalid, then only the new message shows", async () => {
    const user = userEvent.setup();
    request.mockRejectedValueOnce(apiError(502, { error: "gone", errorType: "NOT_FOUND" }));
    renderScreen();
    const field = screen.getByLabelText("Article URL");
    await user.type(field, "https://example.com/missing");
    await user.click(screen.getByRole("button", { name: "Import Article" }));
    expect(await screen.findByText("Import Error")).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, "not a url");
    await user.tab();
    expect(screen.getByText("Please enter a valid URL")).toBeInTheDocument();
    expect(screen.queryByText("Import Error")).toBeNull();
    expect(screen.queryByText("gone")).toBeNull();
  });

  it("when Create Manually opens, then Title, Author and Content are marked required and the source is not", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole("tab", { name: "Create Manually" }));
    for (const label of ["Title", "Author", "Content"]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("aria-required", "true");
    }
    expect(screen.getByLabelText("Source URL (optional)")).not.toHaveAttribute("aria-required");
  });

  it("when the import is partial, then Complete Article Information opens and its missing list shrinks", async () => {
    const user = userEvent.setup();
    request.mockRejectedValueOnce(
      apiError(422, {
        error: "Some information is missing",
        partialData: { title: "Walkable cities", content: "<p>Streets.</p>", url: "https://example.com/w" },
        missingFields: ["author"],
      }),
    );
    renderScreen();
    await user.type(screen.getByLabelText("Article URL"), "https://example.com/w");
    await user.click(screen.getByRole("button", { name: "Import Article" }));
    await screen.findByRole("heading", { name: "Complete Article Information" });
    expect(toastTitles()).toContain("Incomplete article data");
    expect(screen.getByLabelText("Title")).toHaveValue("Walkable cities");
    expect(screen.getByLabelText("Source URL (optional)")).toHaveValue("https://example.com/w");
    const missing = screen.getByRole("list", { name: "Missing fields" });
    expect(missing).toHaveTextContent("Author");

    await user.type(screen.getByLabelText("Author"), "Jane Jacobs");
    expect(screen.queryByRole("list", { name: "Missing fields" })).toBeNull();

    request.mockResolvedValueOnce({ id: "c9" });
    await user.click(screen.getByRole("button", { name: "Complete Article" }));
    expect(await screen.findByText("Opened article c9")).toBeInTheDocument();
    expect(request).toHaveBeenLastCalledWith("POST", "/api/articles/complete", {
      title: "Walkable cities",
      content: "<p>Streets.</p>",
      author: "Jane Jacobs",
      url: "https://example.com/w",
    });
    expect(toastTitles()).toContain("Article completed");
  });

  it("when the completion form is sent with blanks, then 'Please provide: {list}'; Cancel returns to the tabs", async () => {
    const user = userEvent.setup();
    request.mockRejectedValueOnce(
      apiError(422, { error: "x", partialData: { content: "Body" }, missingFields: ["title", "author"] }),
    );
    renderScreen();
    await user.type(screen.getByLabelText("Article URL"), "https://example.com/w");
    await user.click(screen.getByRole("button", { name: "Import Article" }));
    await user.click(await screen.findByRole("button", { name: "Complete Article" }));
    expect(getToasts()[0]).toMatchObject({
      title: "Missing required fields",
      description: "Please provide: title, author",
    });
    expect(request).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("tab", { name: "Import from URL" })).toBeInTheDocument();
  });

  it("when a PDF comes back partial, then the toast says 'Incomplete PDF data'", async () => {
    const user = userEvent.setup();
    request.mockRejectedValueOnce(
      apiError(422, {
        error: "x",
        partialData: { title: "Paper", content: "Text" },
        missingFields: ["author"],
      }),
    );
    renderScreen();
    await user.click(screen.getByRole("tab", { name: "Import from PDF" }));
    await user.upload(
      screen.getByLabelText("PDF file"),
      new File(["%PDF-1.7"], "paper.pdf", { type: "application/pdf" }),
    );
    expect(screen.getByTestId("selected-pdf")).toHaveTextContent("paper.pdf");
    await user.click(screen.getByRole("button", { name: "Import PDF" }));
    await screen.findByRole("heading", { name: "Complete Article Information" });
    expect(toastTitles()).toContain("Incomplete PDF data");
    const [method, url, body] = request.mock.calls[0]!;
    expect([method, url]).toEqual(["POST", "/api/articles/from-pdf"]);
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get("file")).toBeInstanceOf(File);
  });

  it("when no PDF is chosen, then 'No file selected'; a failed upload shows 'Error importing PDF'", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole("tab", { name: "Import from PDF" }));
    expect(screen.getByText("Password-protected PDFs cannot be processed")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Import PDF" }));
    expect(getToasts()[0]).toMatchObject({
      title: "No file selected",
      description: "Please select a PDF file to upload.",
    });

    request.mockRejectedValueOnce(
      apiError(400, { error: "This PDF is password-protected.", errorType: "PASSWORD_PROTECTED" }),
    );
    await user.upload(
      screen.getByLabelText("PDF file"),
      new File(["%PDF-1.7"], "locked.pdf", { type: "application/pdf" }),
    );
    await user.click(screen.getByRole("button", { name: "Import PDF" }));
    expect(await screen.findByText("This PDF is password-protected.")).toBeInTheDocument();
    expect(toastTitles()).toContain("Error importing PDF");
  });

  it("when a file is dragged over the drop zone, then it is highlighted until it leaves or is dropped", () => {
    renderScreen();
    fireEvent.click(screen.getByRole("tab", { name: "Import from PDF" }));
    const zone = screen.getByTestId("pdf-drop-zone");
    expect(zone).toHaveAttribute("data-dragging", "false");
    fireEvent.dragEnter(zone);
    expect(zone).toHaveAttribute("data-dragging", "true");
    fireEvent.dragLeave(zone);
    expect(zone).toHaveAttribute("data-dragging", "false");
    fireEvent.dragEnter(zone);
    const text = new File(["hello"], "notes.txt", { type: "text/plain" });
    fireEvent.drop(zone, { dataTransfer: { files: [text] } });
    expect(zone).toHaveAttribute("data-dragging", "false");
    expect(screen.getByRole("alert")).toHaveTextContent("Please select a PDF file.");
  });

  it("when Create Manually is sent blank, then each field's message shows and nothing is sent", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole("tab", { name: "Create Manually" }));
    await user.click(screen.getByRole("button", { name: "Create Article" }));
    expect(getToasts()[0]).toMatchObject({
      title: "Missing title",
      description: "Please provide a title for your article.",
    });
    expect(screen.getByText("Please provide an author name for your article.")).toBeInTheDocument();
    expect(screen.getByText("Please provide content for your article.")).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it("when the field a refused submit's toast names is filled in, then that toast goes", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole("tab", { name: "Create Manually" }));
    await user.click(screen.getByRole("button", { name: "Create Article" }));
    const open = () =>
      getToasts()
        .filter((each) => each.open)
        .map((each) => each.title);
    expect(open()).toEqual(["Missing title"]);
    await user.type(screen.getByLabelText("Author"), "Me");
    expect(open()).toEqual(["Missing title"]);
    await user.type(screen.getByLabelText("Title"), "Notes");
    expect(open()).toEqual([]);
    // The other fields' own messages stay until they are filled in.
    expect(screen.getByText("Please provide content for your article.")).toBeInTheDocument();
  });

  it("when Create Manually is filled, then trimmed values are sent, 'Article created', and the article opens", async () => {
    const user = userEvent.setup();
    request.mockResolvedValueOnce({ id: "m1" });
    renderScreen();
    await user.click(screen.getByRole("tab", { name: "Create Manually" }));
    await user.type(screen.getByLabelText("Title"), "  Notes ");
    await user.type(screen.getByLabelText("Author"), "Me");
    await user.type(screen.getByLabelText("Content"), "First.");
    await user.click(screen.getByRole("button", { name: "Create Article" }));
    expect(await screen.findByText("Opened article m1")).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith("POST", "/api/articles", {
      title: "Notes",
      author: "Me",
      content: "First.",
    });
    expect(toastTitles()).toContain("Article created");
  });

  it("when the older form is used, then the author is optional and /article/{id} opens", async () => {
    const user = userEvent.setup();
    request.mockResolvedValueOnce({ id: "o1" });
    renderScreen({
      ...variant,
      title: "Add New Article",
      labels: { url: "From URL", pdf: "Upload PDF", manual: "Write Manually" },
      manual: "basic",
      articlePath: (id) => `/article/${id}`,
    });
    await user.click(screen.getByRole("tab", { name: "Write Manually" }));
    expect(screen.getByLabelText("Author (optional)")).not.toHaveAttribute("aria-required");
    await user.type(screen.getByLabelText("Title"), "Old");
    await user.type(screen.getByLabelText("Content"), "Body");
    await user.click(screen.getByRole("button", { name: "Create Article" }));
    expect(await screen.findByText("Opened article o1")).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith("POST", "/api/articles", { title: "Old", content: "Body" });
  });

  it("when creating fails, then 'Failed to create article: {message}'", async () => {
    const user = userEvent.setup();
    request.mockRejectedValueOnce(apiError(500, { error: "Internal error" }));
    renderScreen();
    await user.click(screen.getByRole("tab", { name: "Create Manually" }));
    await user.type(screen.getByLabelText("Title"), "T");
    await user.type(screen.getByLabelText("Author"), "A");
    await user.type(screen.getByLabelText("Content"), "C");
    await user.click(screen.getByRole("button", { name: "Create Article" }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Error",
        description: "Failed to create article: Internal error",
      }),
    );
  });
});
