// The zip a store takes: the built extension (extension/dist) without the development key (the
// store assigns the extension's id). Run after the build: `npm run zip -w extension`.
import { createWriteStream, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { ZipArchive } from "archiver";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const manifest = JSON.parse(readFileSync(join(dist, "manifest.json"), "utf8"));
delete manifest.key;
const target = join(root, `spurq-extension-${manifest.version}.zip`);

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

const zip = new ZipArchive({ zlib: { level: 9 } });
const done = new Promise((resolve, reject) => {
  const out = createWriteStream(target);
  out.on("close", resolve);
  zip.on("error", reject);
  zip.pipe(out);
});
for (const path of files(dist)) {
  const name = relative(dist, path).split("\\").join("/");
  if (name === "manifest.json") zip.append(`${JSON.stringify(manifest, null, 2)}\n`, { name });
  else zip.file(path, { name });
}
await zip.finalize();
await done;
console.log(`${relative(process.cwd(), target)}: ${statSync(target).size} bytes`);
