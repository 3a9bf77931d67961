// PDFs made on the spot for the import tests.
import { randomBytes } from "node:crypto";
import { PDFDocument, PDFHexString, PDFName, StandardFonts } from "pdf-lib";

export const PARAGRAPHS = [
  "Tide tables are among the oldest printed forecasts. Harbour masters published them long before anyone could predict the weather.",
  "They work because the moon and the sun move with great regularity, and the shape of each coast turns that regularity into its own local rhythm.",
];

export async function textPdf(meta: { title?: string; author?: string } = {}, pages = 2): Promise<Buffer> {
  const doc = await PDFDocument.create();
  if (meta.title) doc.setTitle(meta.title);
  if (meta.author) doc.setAuthor(meta.author);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([595, 842]);
    let y = 780;
    for (const paragraph of PARAGRAPHS) {
      for (const line of wrap(`${paragraph}`, 80)) {
        page.drawText(line, { x: 50, y, size: 11, font });
        y -= 16;
      }
      y -= 16;
    }
  }
  return Buffer.from(await doc.save());
}

/**
 * A readable text PDF of exactly `size` bytes: `textPdf` plus one unreferenced stream of random
 * (incompressible) bytes, so an upload is as large as wanted and still quick to parse.
 */
export async function textPdfOfSize(size: number, meta = { title: "A Large PDF", author: "Ada" }) {
  const base = await textPdf(meta);
  const noise = randomBytes(size);
  const build = async (padding: number) => {
    const doc = await PDFDocument.load(base, { updateMetadata: false });
    doc.context.register(doc.context.stream(noise.subarray(0, padding)));
    return Buffer.from(await doc.save());
  };
  // The padding's length is written in the file too, so a few rounds settle on the exact size.
  let padding = size - base.length;
  for (let round = 0; round < 5; round++) {
    const pdf = await build(padding);
    if (pdf.length === size) return pdf;
    padding += size - pdf.length;
  }
  throw new Error(`textPdfOfSize could not make exactly ${size} bytes`);
}

/**
 * A PDF with at least `characters` characters of text: wide pages of long lines of the sample
 * paragraphs, so a few dozen pages hold millions of characters.
 */
export async function longTextPdf(characters: number, meta = { title: "A Very Long PDF", author: "Ada" }) {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const line = PARAGRAPHS.join(" ").repeat(4);
  const linesPerPage = 40;
  for (let written = 0; written < characters; written += line.length * linesPerPage) {
    const page = doc.addPage([4000, 400]);
    for (let row = 0; row < linesPerPage; row++)
      page.drawText(line, { x: 10, y: 390 - row * 9, size: 4, font });
  }
  return Buffer.from(await doc.save());
}

/** A page with only a drawing on it: what a scanned document looks like to a text extractor. */
export async function imageOnlyPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle("Scanned letter");
  doc.setAuthor("Someone");
  doc.addPage([595, 842]).drawRectangle({ x: 50, y: 50, width: 400, height: 600 });
  return Buffer.from(await doc.save());
}

/** A PDF with a standard security handler whose user password is not empty. */
export async function passwordPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText("secret");
  const encrypt = doc.context.obj({
    Filter: PDFName.of("Standard"),
    V: 1,
    R: 2,
    Length: 40,
    P: -44,
    O: PDFHexString.of("a".repeat(64)),
    U: PDFHexString.of("b".repeat(64)),
  });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  doc.context.trailerInfo.ID = doc.context.obj([
    PDFHexString.of("c".repeat(32)),
    PDFHexString.of("c".repeat(32)),
  ]);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if ((line + " " + word).trim().length > width) {
      lines.push(line.trim());
      line = word;
    } else {
      line += " " + word;
    }
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}
