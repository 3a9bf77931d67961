// npm run icons (or node scripts/make-app-icons.mjs): the installed app's PNG icons, drawn from the
// same mark as web/public/favicon.svg. Browsers want raster icons of 192 and 512 pixels to install
// an app, and a "maskable" one whose mark sits inside the middle 80 % that every launcher's mask
// keeps. The PNGs are committed; run this again only when the mark changes.
import { mkdirSync } from "node:fs";
import sharp from "sharp";

const OUT = new URL("../web/public/icons/", import.meta.url);
const INDIGO = "#4f46e5";
// The favicon's "S", in a 64-unit box.
const MARK = `<path d="M40 22c-2-3-5-4-9-4-5 0-9 3-9 7 0 9 19 5 19 14 0 4-4 7-10 7-4 0-8-2-10-5" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`;

/** The round icon (transparent corners), as the favicon. */
const round = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${INDIGO}"/>${MARK}</svg>`;
/** Full-bleed square with the mark scaled into the maskable safe zone (a circle of 80 % diameter). */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${INDIGO}"/><g transform="translate(32 32) scale(0.75) translate(-32 -32)">${MARK}</g></svg>`;

const icons = [
  { name: "icon-192.png", svg: round, size: 192 },
  { name: "icon-512.png", svg: round, size: 512 },
  { name: "icon-maskable-512.png", svg: maskable, size: 512 },
  { name: "apple-touch-icon.png", svg: maskable, size: 180 },
];

mkdirSync(OUT, { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(icon.name, OUT).pathname);
  console.log(`web/public/icons/${icon.name}`);
}
