// npm run bench:extraction scores the URL import on a public, human-annotated evaluation set that
// is not ours: trafilatura's (its pages and their "with"/"without" annotations). This copies the
// files of the commit pinned in functions/test/bench/extraction/set.json into .bench/extraction/
// (git-ignored, never committed): from a local mirror of the repository when there is one
// (SPURQ_MIRRORS/<owner>+<name>/repo, a bare git directory), else from GitHub's raw file URLs.
//
//   node scripts/fetch-extraction-set.mjs
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const set = JSON.parse(readFileSync(join(root, "functions/test/bench/extraction/set.json"), "utf8"));
const out = join(root, ".bench/extraction", set.commit);
const gitDir = join(process.env.SPURQ_MIRRORS ?? "/work/.mirror", set.repo.replace("/", "+"), "repo");
const hasMirror = existsSync(gitDir) && mirrorHas(set.commit);

function git(args) {
  return execFileSync("git", ["--git-dir", gitDir, ...args], { maxBuffer: 512 * 1024 * 1024 });
}

function mirrorHas(commit) {
  try {
    git(["cat-file", "-e", `${commit}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

async function raw(path) {
  const url = `https://raw.githubusercontent.com/${set.repo}/${set.commit}/${encodeURI(path)}`;
  const response = await fetch(url);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

const annotationsFile = join(out, "evaldata.json");
if (!existsSync(annotationsFile)) {
  mkdirSync(out, { recursive: true });
  if (hasMirror) {
    // One archive of the pinned folders: a thousand `git show` calls would take minutes.
    const tar = git(["archive", set.commit, set.annotations, ...set.folders]);
    execFileSync("tar", ["-x", "-C", out], { input: tar, maxBuffer: 512 * 1024 * 1024 });
    writeFileSync(annotationsFile, readFileSync(join(out, set.annotations)));
  } else {
    const annotations = await raw(set.annotations);
    if (!annotations) throw new Error(`${set.annotations} is missing at ${set.commit}`);
    // Pages first, the annotations last: their presence marks a complete copy.
    for (const { file } of Object.values(JSON.parse(annotations.toString("utf8")))) {
      for (const folder of set.folders) {
        const target = join(out, folder, file);
        if (existsSync(target)) break;
        const body = await raw(`${folder}/${file}`);
        if (!body) continue;
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, body);
        break;
      }
    }
    writeFileSync(annotationsFile, annotations);
  }
}
const count = Object.keys(JSON.parse(readFileSync(annotationsFile, "utf8"))).length;
console.log(`${count} annotated pages of ${set.repo}@${set.commit.slice(0, 8)} in ${out}`);
