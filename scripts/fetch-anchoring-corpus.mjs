// npm run bench:anchoring needs public texts that are not ours (and are never committed): the
// article pages of trafilatura's evaluation set and successive revisions of chapters of the Rust
// book (real edits by real authors). This copies the exact files pinned in
// functions/test/bench/anchoring/corpus.json into .bench/anchoring/ (git-ignored): from a local
// mirror of the repository when there is one (SPURQ_MIRRORS/<owner>+<name>/repo, a bare git
// directory), else from GitHub's raw file URLs at the pinned commits.
//
//   node scripts/fetch-anchoring-corpus.mjs          fetch what is missing
//   node scripts/fetch-anchoring-corpus.mjs --plan   re-pin the Rust book revisions from a mirror
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const manifestPath = join(root, "functions/test/bench/anchoring/corpus.json");
const out = join(root, ".bench/anchoring");
const mirrors = process.env.SPURQ_MIRRORS ?? "/work/.mirror";

const gitDir = (repo) => join(mirrors, repo.replace("/", "+"), "repo");
const git = (repo, args) =>
  execFileSync("git", ["--git-dir", gitDir(repo), ...args], { maxBuffer: 64 * 1024 * 1024 });

/** Where a pinned file is kept: by repository, commit and path, so revisions never collide. */
export const corpusFile = (repo, commit, path) => join(out, repo.replace("/", "+"), commit, path);

async function fetchFile(repo, commit, path) {
  if (existsSync(gitDir(repo))) {
    try {
      return git(repo, ["show", `${commit}:${path}`]);
    } catch {
      // The mirror lacks this commit: fall through to the public URL.
    }
  }
  const url = `https://raw.githubusercontent.com/${repo}/${commit}/${path}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Successive revisions (older, newer) of each chapter, up to `perFile` pairs spread over its history. */
function planRevisions(repo, paths, perFile) {
  const pairs = [];
  for (const path of paths) {
    const commits = git(repo, ["log", "--no-merges", "--format=%H", "--", path])
      .toString()
      .trim()
      .split("\n")
      .reverse();
    const versions = [];
    for (const commit of commits) {
      // ls-tree answers nothing where the commit deleted the file: no pair across a deletion.
      const blob = git(repo, ["ls-tree", "--object-only", commit, "--", path]).toString().trim();
      if (!blob) versions.push({ commit: null, blob: null });
      else if (versions.at(-1)?.blob !== blob) versions.push({ commit, blob });
    }
    const all = versions
      .slice(1)
      .map((v, i) => ({ path, before: versions[i].commit, after: v.commit }))
      .filter((pair) => pair.before && pair.after);
    const step = Math.max(1, all.length / perFile);
    for (let i = 0; i < Math.min(perFile, all.length); i++) pairs.push(all[Math.floor(i * step)]);
  }
  return pairs;
}

const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
if (process.argv.includes("--plan")) {
  const book = manifest.revisions;
  book.pairs = planRevisions(book.repo, book.paths, book.pairsPerFile);
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + "\n");
  console.log(`pinned ${book.pairs.length} revision pairs`);
}

const wanted = [
  ...manifest.pages.files.map((path) => [manifest.pages.repo, manifest.pages.commit, path]),
  ...manifest.revisions.pairs.flatMap((p) => [
    [manifest.revisions.repo, p.before, p.path],
    [manifest.revisions.repo, p.after, p.path],
  ]),
];
let fetched = 0;
for (const [repo, commit, path] of wanted) {
  const file = corpusFile(repo, commit, path);
  if (existsSync(file)) continue;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await fetchFile(repo, commit, path));
  fetched++;
}
console.log(`${wanted.length} corpus files in ${out} (${fetched} fetched now)`);
