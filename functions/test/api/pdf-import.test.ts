// POST /api/articles/from-pdf: multipart with one part `file`, 10 MB, PDF by its bytes.
import { beforeAll, describe, expect, it } from "vitest";
import { syncedUser, type SyncedUser } from "../helpers/users";
import { ARTICLE_CONTENT_MAX, PDF_MAX_BYTES } from "../../src/shared";
import { PARAGRAPHS, imageOnlyPdf, longTextPdf, passwordPdf, textPdf, textPdfOfSize } from "../helpers/pdfs";

let user: SyncedUser;
beforeAll(async () => {
  user = await syncedUser();
});

const upload = (bytes: Buffer, filename = "paper.pdf", contentType = "application/pdf") =>
  user.call.post("/api/articles/from-pdf").attach("file", bytes, { filename, contentType });

describe("POST /api/articles/from-pdf", () => {
  it("when a text PDF with title and author is uploaded, then its pages become paragraphs of a new article", async () => {
    const response = await upload(await textPdf({ title: "On Tide Tables", author: "R. Okonkwo" }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const article = (await user.call.get(`/api/articles/${response.body.id}`)).body;
    expect(article).toMatchObject({
      title: "On Tide Tables",
      author: "R. Okonkwo",
      contentType: "text",
      url: null,
    });
    const paragraphs = article.content.split("\n\n");
    expect(paragraphs).toEqual([...PARAGRAPHS, ...PARAGRAPHS]);
    expect(article.preview).toBe(PARAGRAPHS.join(" ").slice(0, 150));
  });

  it("when the PDF has no author, then 422 with the partial data and the missing author", async () => {
    const response = await upload(await textPdf({ title: "Untitled Notes" }));
    expect(response.status).toBe(422);
    expect(response.body.error).toBe("Incomplete PDF data");
    expect(response.body.missingFields).toEqual(["author"]);
    expect(response.body.partialData).toMatchObject({
      title: "Untitled Notes",
      content: expect.stringContaining("Tide tables"),
    });
  });

  it("when the PDF has no metadata at all, then title and author are both missing", async () => {
    const response = await upload(await textPdf());
    expect(response.status).toBe(422);
    expect(response.body.missingFields).toEqual(["title", "author"]);
  });

  it("when the file is 10 MB and one byte, then 413 and nothing is stored", async () => {
    const before = (await user.call.get("/api/articles/my")).body.items.length;
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(10 * 1024 * 1024 + 1 - 9, 32)]);
    const response = await upload(big);
    expect(response.status).toBe(413);
    expect(response.body.error).toBe("File is too large. Maximum size is 10MB.");
    expect((await user.call.get("/api/articles/my")).body.items.length).toBe(before);
  });

  it("when the file is exactly 10 MB, then it is imported (the limit is inclusive)", async () => {
    const response = await upload(await textPdfOfSize(PDF_MAX_BYTES));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  });

  it("when a PDF holds more text than an article may, then the article is cut at the limit with a note saying so", async () => {
    const response = await upload(await longTextPdf(ARTICLE_CONTENT_MAX + 100_000));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { content } = (await user.call.get(`/api/articles/${response.body.id}`)).body as {
      content: string;
    };
    expect(content.length).toBeLessThanOrEqual(ARTICLE_CONTENT_MAX);
    expect(content.length).toBeGreaterThan(ARTICLE_CONTENT_MAX - 1_000);
    expect(content.startsWith(PARAGRAPHS[0]!)).toBe(true);
    expect(content).toMatch(
      /\n\n\[The rest of this PDF was not imported: an article holds at most 2,000,000 characters\.\]$/,
    );
  });

  it("when a text file is named .pdf and declared application/pdf, then 415", async () => {
    const response = await upload(Buffer.from("Just some notes, not a PDF at all."), "notes.pdf");
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ error: "Please select a PDF file.", errorType: "NOT_PDF" });
  });

  it("when a PNG is named .pdf, then 415", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    expect((await upload(png, "photo.pdf")).status).toBe(415);
  });

  it("when two files are sent, then 413", async () => {
    const pdf = await textPdf({ title: "A", author: "B" });
    const response = await user.call
      .post("/api/articles/from-pdf")
      .attach("file", pdf, { filename: "a.pdf", contentType: "application/pdf" })
      .attach("file", pdf, { filename: "b.pdf", contentType: "application/pdf" });
    expect(response.status).toBe(413);
  });

  it("when no file part or no multipart body is sent, then a clear 400 or 415", async () => {
    const noFile = await user.call.post("/api/articles/from-pdf").field("other", "x");
    expect(noFile.status).toBe(400);
    expect(noFile.body.error).toBe("No file selected. Please select a PDF file to upload.");
    const json = await user.call.post("/api/articles/from-pdf").send({ file: "x" });
    expect(json.status).toBe(415);
  });

  it("when the PDF is password-protected, then it says so", async () => {
    const response = await upload(await passwordPdf());
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errorType: "PASSWORD_PROTECTED" });
    expect(response.body.error).toMatch(/password-protected/);
  });

  it("when the PDF holds only images, then it says no text was found", async () => {
    const response = await upload(await imageOnlyPdf());
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ errorType: "NO_TEXT" });
    expect(response.body.partialData).toBeUndefined();
  });

  it("when a truncated PDF is uploaded, then a clear error and no crash", async () => {
    const pdf = await textPdf({ title: "T", author: "A" });
    const response = await upload(pdf.subarray(0, 200));
    expect([400, 422]).toContain(response.status);
    expect(typeof response.body.error).toBe("string");
  });
});
