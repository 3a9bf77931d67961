// npm run bench:extraction scores the URL import on public corpora with ground truth that are not
// ours, each pinned by commit in a set file of functions/test/bench/extraction/:
//   set.json              trafilatura's human-annotated evaluation set ("with"/"without" snippets)
//   scrapinghub-set.json  Zyte's article extraction benchmark (181 pages, each article's body)
//   readability-set.json  mozilla/readability's test pages (expected article and byline)
// This copies each set's pinned paths into .bench/extraction/<commit>/ (git-ignored, never
// committed): from a local mirror of the repository when there is one (SPURQ_MIRRORS/<owner>+<name>/repo,
// a bare git directory), else from GitHub (raw files for trafilatura's, the commit's archive for the
// others).
//
//   node scripts/fetch-extraction-set.mjs
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const sets = join(root, "functions/test/bench/extraction");
const mirrors = process.env.SPURQ_MIRRORS ?? "/work/.mirror";

function git(gitDir, args) {
  return execFileSync("git", ["--git-dir", gitDir, ...args], { maxBuffer: 512 * 1024 * 1024 });
}

/** The set's git directory when a local mirror holds its commit. */
function mirrorOf(set) {
  const gitDir = join(mirrors, set.repo.replace("/", "+"), "repo");
  if (!existsSync(gitDir)) return undefined;
  try {
    git(gitDir, ["cat-file", "-e", `${set.commit}^{commit}`]);
    return gitDir;
  } catch {
    return undefined;
  }
}

/** One archive of the pinned paths: a thousand `git show` calls would take minutes. */
function extractFromMirror(gitDir, set, paths, out) {
  const tar = git(gitDir, ["archive", set.commit, ...paths]);
  execFileSync("tar", ["-x", "-C", out], { input: tar, maxBuffer: 512 * 1024 * 1024 });
}

async function download(url) {
  const response = await fetch(url);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

const raw = (set, path) =>
  download(`https://raw.githubusercontent.com/${set.repo}/${set.commit}/${encodeURI(path)}`);

/** trafilatura's set: the annotations, then each annotated page from whichever folder holds it. */
async function fetchTrafilatura(set, out) {
  const annotationsFile = join(out, "evaldata.json");
  if (existsSync(annotationsFile)) return;
  mkdirSync(out, { recursive: true });
  const gitDir = mirrorOf(set);
  if (gitDir) {
    extractFromMirror(gitDir, set, [set.annotations, ...set.folders], out);
    writeFileSync(annotationsFile, readFileSync(join(out, set.annotations)));
    return;
  }
  const annotations = await raw(set, set.annotations);
  if (!annotations) throw new Error(`${set.annotations} is missing at ${set.commit}`);
  // Pages first, the annotations last: their presence marks a complete copy.
  for (const { file } of Object.values(JSON.parse(annotations.toString("utf8")))) {
    for (const folder of set.folders) {
      const target = join(out, folder, file);
      if (existsSync(target)) break;
      const body = await raw(set, `${folder}/${file}`);
      if (!body) continue;
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, body);
      break;
    }
  }
  writeFileSync(annotationsFile, annotations);
}

/** A set copied whole by paths; its marker path exists once the copy is complete. */
async function fetchPaths(set, out) {
  const done = join(out, ".complete");
  if (existsSync(done)) return;
  mkdirSync(out, { recursive: true });
  const gitDir = mirrorOf(set);
  if (gitDir) extractFromMirror(gitDir, set, set.paths, out);
  else {
    const archive = await download(`https://codeload.github.com/${set.repo}/tar.gz/${set.commit}`);
    if (!archive) throw new Error(`${set.repo}@${set.commit} is missing`);
    const prefix = `${set.repo.split("/")[1]}-${set.commit}`;
    execFileSync(
      "tar",
      ["-xz", "-C", out, "--strip-components=1", ...set.paths.map((path) => `${prefix}/${path}`)],
      { input: archive, maxBuffer: 512 * 1024 * 1024 },
    );
  }
  if (!existsSync(join(out, set.marker))) throw new Error(`${set.marker} is missing at ${set.commit}`);
  writeFileSync(done, `${set.repo}@${set.commit}\n`);
}

for (const file of ["set.json", "scrapinghub-set.json", "readability-set.json"]) {
  const set = JSON.parse(readFileSync(join(sets, file), "utf8"));
  const out = join(root, ".bench/extraction", set.commit);
  if (set.annotations) await fetchTrafilatura(set, out);
  else await fetchPaths(set, out);
  console.log(`${set.repo}@${set.commit.slice(0, 8)} in ${out}`);
}
