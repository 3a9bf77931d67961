// Version floors and what must never reach the browser: pdf.js past CVE-2024-4367 (a crafted font
// in a PDF could run script through eval), read with eval disabled and never given a URL; no Twilio
// secret in the web app's bundle; and the list of each early signed-in screen's files that the build
// writes into index.html (web/vite.config.ts, read by web/src/app/screen-code.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { build, type Rollup } from "vite";
import { describe, expect, it } from "vitest";

const root = join(__dirname, "..", "..", "..");

function version(pkg: string): number[] {
  const manifest = JSON.parse(readFileSync(join(root, "node_modules", pkg, "package.json"), "utf8")) as {
    version: string;
  };
  return manifest.version.split(".").map((part) => parseInt(part, 10));
}

const atLeast = (actual: number[], floor: number[]) => {
  for (let i = 0; i < floor.length; i++) {
    if ((actual[i] ?? 0) !== floor[i]) return (actual[i] ?? 0) > floor[i]!;
  }
  return true;
};

describe("dependency floors", () => {
  it("when PDFs are parsed, then pdf.js is past CVE-2024-4367 (4.2.67) and pdf-parse is 2.x", () => {
    expect(atLeast(version("pdfjs-dist"), [4, 2, 67])).toBe(true);
    expect(version("pdf-parse")[0]).toBeGreaterThanOrEqual(2);
  });

  it("when the PDF importer is read, then eval stays disabled and no URL is ever given to pdf.js", () => {
    const source = readFileSync(join(root, "functions/src/modules/import/pdf-import.service.ts"), "utf8");
    const options = /new PDFParse\(\{([\s\S]*?)\}\)/.exec(source)?.[1] ?? "";
    expect(options).toContain("isEvalSupported: false");
    expect(options).toContain("data:");
    expect(options).not.toMatch(/\burl\s*:/);
  });
});

describe("what the browser gets", () => {
  // The real production bundle, built in memory (a few seconds), so the check never depends on
  // whether web/dist happens to exist or is stale.
  let built: Promise<Array<Rollup.OutputChunk | Rollup.OutputAsset>> | undefined;
  const webBuild = () =>
    (built ??= build({
      configFile: join(root, "web", "vite.config.ts"),
      mode: "production",
      logLevel: "silent",
      build: { write: false, emptyOutDir: false },
    }).then((output) =>
      (Array.isArray(output) ? output : [output as Rollup.RollupOutput]).flatMap((o) => o.output),
    ));

  it("when the web app is built, then no Twilio configuration or server secret name is in it", async () => {
    const files = await webBuild();
    const texts = files.map((file) => ({
      name: file.fileName,
      text:
        file.type === "chunk"
          ? file.code
          : typeof file.source === "string"
            ? file.source
            : Buffer.from(file.source).toString("utf8"),
    }));
    expect(texts.filter(({ name }) => name.endsWith(".js")).length).toBeGreaterThan(0);
    for (const { name, text } of texts) {
      expect(text, name).not.toMatch(/TWILIO_|AC[0-9a-f]{32}|twilio\.com\/2010/);
    }
  }, 120_000);

  it("when the web app is built, then index.html lists the files of each early screen beyond the entry", async () => {
    const files = await webBuild();
    const html = files.find((file) => file.fileName === "index.html") as Rollup.OutputAsset;
    const element = /<template id="screen-code"([^>]*)>/.exec(String(html.source))?.[1] ?? "";
    const lists: Record<string, string[]> = Object.fromEntries(
      [...element.matchAll(/data-([a-z]+)="([^"]*)"/g)].map(([, screen, files]) => [
        screen,
        (files ?? "").split(" "),
      ]),
    );
    const chunks = files.filter((file): file is Rollup.OutputChunk => file.type === "chunk");
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(Object.keys(lists).sort()).toEqual(["article", "home", "shell"]);
    for (const [screen, list] of Object.entries(lists)) {
      expect(list.length, screen).toBeGreaterThan(1);
      expect(list, screen).not.toContain(entry?.fileName);
      for (const name of list)
        expect(
          chunks.map((chunk) => chunk.fileName),
          screen,
        ).toContain(name);
    }
    expect(lists.home?.[0]).toMatch(/^assets\/home-/);
    // The shell's files start first, so a screen's list leaves them out.
    expect(lists.home?.filter((name) => lists.shell?.includes(name))).toEqual([]);
    expect(lists.shell?.[0]).toMatch(/^assets\/protected-layout-/);
  }, 120_000);
});
