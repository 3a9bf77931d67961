// Import figures on this machine (recorded in docs/benchmarks.md): a 2 MB article page through
// the URL importer and a 10 MB PDF through the PDF importer (fetch or upload, extraction,
// sanitising, storing), and the cold-start cost of the function's modules with and without the
// import stack.
// Run: npm run bench:imports (on the emulators). Prints a table; asserts only that each import worked.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { syncedUser, type SyncedUser } from "../helpers/users";
import { html, startPageServer, type PageServer } from "../helpers/page-server";

const figures: string[] = [];
let user: SyncedUser;
let site: PageServer;

function bigArticlePage(targetBytes: number): string {
  const paragraph =
    "<p>The committee met again on Thursday to review the harbour plans, and the discussion ran long into the evening as residents asked about the sea wall, the ferry timetable and the future of the fish market.</p>\n";
  const count = Math.ceil(targetBytes / paragraph.length);
  return `<!doctype html><html><head><title>The Harbour Plan, in Full</title><meta name="author" content="Lena Ortiz"></head>
    <body><nav>Home News</nav><article><h1>The Harbour Plan, in Full</h1>${paragraph.repeat(count)}</article></body></html>`;
}

async function bigPdf(targetBytes: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle("Annual Report");
  doc.setAuthor("Harbour Trust");
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < 300; p++) {
    const page = doc.addPage([595, 842]);
    for (let line = 0; line < 48; line++) {
      page.drawText(`Page ${p + 1}, line ${line + 1}: tonnage, berths and dredging figures for the year.`, {
        x: 40,
        y: 800 - line * 16,
        size: 10,
        font,
      });
    }
  }
  const withoutPadding = (await doc.save()).length;
  // Scanned figures make real reports large: pad with an incompressible image to the target.
  const side = Math.floor(Math.sqrt(Math.max(0, targetBytes - withoutPadding - 4096) / 3));
  const image = await doc.embedPng(await noisePng(side));
  doc.getPage(0).drawImage(image, { x: 0, y: 0, width: 10, height: 10 });
  return Buffer.from(await doc.save());
}

async function noisePng(side: number): Promise<Buffer> {
  // A minimal RGB PNG with stored (uncompressed) deflate blocks of random pixels.
  const { deflateSync } = await import("node:zlib");
  const raw = Buffer.alloc((side * 3 + 1) * side);
  randomBytes(raw.length).copy(raw);
  for (let y = 0; y < side; y++) raw[y * (side * 3 + 1)] = 0;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 0 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

beforeAll(async () => {
  process.env.ALLOW_PRIVATE_IMPORT_HOSTS = "true";
  user = await syncedUser("bench");
  site = await startPageServer({ "/big": html(bigArticlePage(2 * 1024 * 1024)) });
});

afterAll(async () => {
  await site.close();
  console.log(`\nImport figures (this machine, emulators)\n${figures.join("\n")}\n`);
});

describe("import figures", () => {
  it("imports a 2 MB article page", async () => {
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const response = await user.call.post("/api/articles/from-url").send({ url: site.url("/big") });
      times.push(performance.now() - started);
      expect(response.status, JSON.stringify(response.body).slice(0, 200)).toBe(201);
    }
    figures.push(
      `2 MB article page, URL import: median ${median(times).toFixed(0)} ms of ${times.map((t) => t.toFixed(0)).join(", ")}`,
    );
  });

  it("imports a 10 MB PDF", async () => {
    const pdf = await bigPdf(10 * 1024 * 1024 - 64 * 1024);
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const response = await user.call
        .post("/api/articles/from-pdf")
        .attach("file", pdf, { filename: "report.pdf", contentType: "application/pdf" });
      times.push(performance.now() - started);
      expect(response.status, JSON.stringify(response.body).slice(0, 200)).toBe(201);
    }
    figures.push(
      `${(pdf.length / 1024 / 1024).toFixed(1)} MB PDF (300 pages), PDF import: median ${median(times).toFixed(0)} ms of ${times.map((t) => t.toFixed(0)).join(", ")}`,
    );
  });

  it("measures the function's cold-start module load", () => {
    const node = process.execPath;
    const lib = join(__dirname, "..", "..", "lib");
    const script = (withImports: boolean) => `
      const t0 = performance.now();
      require(${JSON.stringify(join(lib, "index.js"))});
      require(${JSON.stringify(join(lib, "app.js"))}).createApp();
      const t1 = performance.now();
      ${withImports ? `require("jsdom"); require("@mozilla/readability"); require("dompurify"); require("pdf-parse"); require("busboy");` : ""}
      console.log(JSON.stringify({ base: t1 - t0, imports: performance.now() - t1 }));`;
    const sample = (withImports: boolean) =>
      Array.from({ length: 5 }, () =>
        // A production-like environment: no emulator variables (the start-up guard refuses them).
        JSON.parse(
          execFileSync(node, ["-e", script(withImports)], {
            encoding: "utf8",
            env: { PATH: process.env.PATH },
          }),
        ),
      );
    const plain = sample(false);
    const full = sample(true);
    figures.push(
      `cold start, api function modules (index + app): median ${median(plain.map((s) => s.base)).toFixed(0)} ms`,
      `cold start, import stack on top (jsdom, readability, dompurify, pdf-parse, busboy): median ${median(full.map((s) => s.imports)).toFixed(0)} ms more, paid only by the first import request`,
    );
  });
});
