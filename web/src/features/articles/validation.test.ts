import { describe, expect, it } from "vitest";
import {
  checkBasicArticle,
  checkCompletion,
  checkManualArticle,
  folderNameProblem,
  isImportableUrl,
  pdfFileProblem,
  tagProblem,
} from "./validation";

const empty = { title: "", author: "", url: "", content: "" };

describe("article form rules", () => {
  it("when the manual form is blank, then each required field has its message and the toast names the first", () => {
    const checked = checkManualArticle(empty);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems.fields).toEqual({
      title: "Please provide a title for your article.",
      content: "Please provide content for your article.",
      author: "Please provide an author name for your article.",
    });
    expect(checked.problems.toast).toEqual({
      title: "Missing title",
      description: "Please provide a title for your article.",
    });
  });

  it("when only the author is missing, then the toast is 'Missing author'", () => {
    const checked = checkManualArticle({ ...empty, title: "T", content: "C", author: "  " });
    expect(checked.ok || checked.problems.toast.title).toBe("Missing author");
  });

  it("when the manual form is filled, then values are trimmed and an empty source is left out", () => {
    expect(checkManualArticle({ title: " T ", author: " A ", url: " ", content: " C " })).toEqual({
      ok: true,
      body: { title: "T", author: "A", content: "C" },
    });
    expect(checkManualArticle({ title: "T", author: "A", url: " https://e.org/x ", content: "C" })).toEqual({
      ok: true,
      body: { title: "T", author: "A", content: "C", url: "https://e.org/x" },
    });
  });

  it("when the source is not a web address, then 'Please provide a valid URL.' under 'Invalid URL'", () => {
    const checked = checkManualArticle({ title: "T", author: "A", url: "not a url", content: "C" });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems.fields.url).toBe("Please provide a valid URL.");
    expect(checked.problems.toast.title).toBe("Invalid URL");
  });

  it("when the older form has title and content only, then it passes and sends only those", () => {
    expect(checkBasicArticle({ ...empty, title: "T", content: "C" })).toEqual({
      ok: true,
      body: { title: "T", content: "C" },
    });
    const missing = checkBasicArticle({ ...empty, title: "T" });
    expect(missing.ok || missing.problems.toast.title).toBe("Missing content");
  });

  it("when the completion form lacks fields, then 'Missing required fields' / 'Please provide: {list}'", () => {
    const checked = checkCompletion({ ...empty, content: "C" });
    expect(checked.ok || checked.problems.toast).toEqual({
      title: "Missing required fields",
      description: "Please provide: title, author",
    });
    expect(checkCompletion({ title: "T", author: "A", url: "", content: "C" }).ok).toBe(true);
  });

  it("when checking import addresses, then only http(s) addresses pass", () => {
    expect(isImportableUrl("https://example.com/a")).toBe(true);
    expect(isImportableUrl("http://127.0.0.1:8000/x")).toBe(true);
    expect(isImportableUrl("")).toBe(false);
    expect(isImportableUrl("example")).toBe(false);
    expect(isImportableUrl("javascript:alert(1)")).toBe(false);
  });

  it("when a file is chosen, then it must be a PDF of at most 10 MB", () => {
    expect(pdfFileProblem(new File(["%PDF"], "a.pdf", { type: "application/pdf" }))).toBeNull();
    expect(pdfFileProblem(new File(["x"], "a.txt", { type: "text/plain" }))).toBe(
      "Please select a PDF file.",
    );
    const big = new File(["%PDF"], "big.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    expect(pdfFileProblem(big)).toBe("File is too large. Maximum size is 10MB.");
  });

  it("when naming folders and tags, then blank names are refused", () => {
    expect(folderNameProblem("  ")).not.toBeNull();
    expect(folderNameProblem("Cities")).toBeNull();
    expect(tagProblem(" ", "#3b82f6")).not.toBeNull();
    expect(tagProblem("urban", "#3b82f6")).toBeNull();
    expect(tagProblem("urban", "blue")).not.toBeNull();
  });
});
