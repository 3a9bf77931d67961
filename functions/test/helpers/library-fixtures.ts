// The library-import tests' files: fixtures read from test/fixtures/library-import/<format>/, and
// zips built from entries (archiver, as the exporters themselves use) so no binary is committed.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { Readable } from "node:stream";
import { ZipArchive } from "archiver";
import type { LibraryFile } from "../../src/modules/library-import/parsed-library";

export const FIXTURES = join(__dirname, "..", "fixtures", "library-import");

export function fixture(format: string, name: string): LibraryFile {
  return { name, bytes: readFileSync(join(FIXTURES, format, name)) };
}

/** Every file under a fixture folder, by its path inside it ("content/x.html"). */
export function fixtureFolder(format: string): Record<string, Buffer> {
  const root = join(FIXTURES, format);
  const files: Record<string, Buffer> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(root, path).split("\\").join("/")] = readFileSync(path);
    }
  };
  walk(root);
  return files;
}

export type ZipContent = Buffer | string | Readable;

/** A zip of `entries` (name to content), deflated as Omnivore's exporter did. */
export async function zipOf(
  entries: Record<string, ZipContent>,
  options: { store?: boolean } = {},
): Promise<Buffer> {
  const archive = new ZipArchive({ zlib: { level: 9 }, store: options.store });
  const chunks: Buffer[] = [];
  archive.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    archive.on("end", resolve);
    archive.on("error", reject);
  });
  for (const [name, content] of Object.entries(entries)) archive.append(content, { name });
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}

/** `bytes` zero bytes, streamed in 1 MiB pieces so the test never holds them all. */
export function zeros(bytes: number): Readable {
  const piece = Buffer.alloc(1024 * 1024);
  let left = bytes;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const size = Math.min(left, piece.length);
      left -= size;
      this.push(size === piece.length ? piece : piece.subarray(0, size));
    },
  });
}
