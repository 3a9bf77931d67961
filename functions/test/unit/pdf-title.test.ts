// A PDF's metadata title is often the tool's placeholder; the first heading names the text.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { extractPdf, isPlaceholderTitle, pageParagraphs } from "../../src/modules/import/pdf-import.service";
import { PARAGRAPHS } from "../helpers/pdfs";

async function pdfWithHeading(title: string, heading: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  let y = 780;
  page.drawText(heading, { x: 50, y, size: 18, font });
  y -= 24;
  for (const paragraph of PARAGRAPHS) {
    const words = paragraph.split(" ");
    let line = "";
    for (const word of words) {
      if ((line + " " + word).length > 80) {
        page.drawText(line, { x: 50, y, size: 11, font });
        y -= 16;
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    page.drawText(line, { x: 50, y, size: 11, font });
    y -= 32;
  }
  return Buffer.from(await doc.save());
}

describe("PDF title", () => {
  it.each(["about:blank", "untitled", "Microsoft Word - draft3.docx", "notes.pdf"])(
    "when the metadata title is '%s', then the first heading is the title",
    async (junk) => {
      const pdf = await extractPdf(await pdfWithHeading(junk, "On Tide Tables"));
      expect(pdf.title).toBe("On Tide Tables");
    },
  );

  it("when the metadata title is a real one, then it is kept", async () => {
    const pdf = await extractPdf(await pdfWithHeading("Tides, a History", "Chapter One"));
    expect(pdf.title).toBe("Tides, a History");
    expect(isPlaceholderTitle("Untitled Notes")).toBe(false);
  });

  it("when a heading sits above the text, then it is its own paragraph", async () => {
    const pdf = await extractPdf(await pdfWithHeading("untitled", "On Tide Tables"));
    expect(pdf.paragraphs[0]).toBe("On Tide Tables");
    expect(pdf.paragraphs[1]).toMatch(/^Tide tables are among/);
    expect(
      pageParagraphs(
        "Introduction\nTide tables are among the oldest printed forecasts. Harbour masters published\nthem long ago.",
      ),
    ).toEqual([
      "Introduction",
      "Tide tables are among the oldest printed forecasts. Harbour masters published them long ago.",
    ]);
  });
});
