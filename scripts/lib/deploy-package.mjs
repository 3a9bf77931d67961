// The functions deploy package: what `npm run deploy` uploads instead of the functions/ workspace.
// functions/ has no lockfile of its own (the root's covers every workspace), so uploading it as it
// is would let Cloud Build resolve its `^` ranges afresh at deploy time. The package holds the
// built code, a package.json without devDependencies, a package-lock.json cut from the root
// lockfile (the exact versions the tests ran, which Cloud Build installs with `npm ci`), the
// project's .env files and lib/deploy-options.json (whether Twilio's secrets are bound).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

/** Parses a dotenv file's KEY=value lines (comments and blank lines skipped, quotes removed). */
export function parseEnv(text) {
  const values = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trim().startsWith("#")) continue;
    let value = match[2];
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    else value = value.replace(/\s+#.*$/, "");
    values[match[1]] = value;
  }
  return values;
}

/**
 * Where Node (and npm's tree) finds `name` when required from the package at `from` (a lockfile
 * key: "functions", "node_modules/a", "functions/node_modules/a/node_modules/b"): the nearest
 * `node_modules/<name>` going up, then the root's.
 */
export function resolveInLock(packages, from, name) {
  let base = from;
  for (;;) {
    const key = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[key]) return key;
    if (!base) return null;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut >= 0 ? base.slice(0, cut) : "";
  }
}

/** The deploy package's key for a root-lockfile key: the workspace's own folder becomes the root. */
const rekey = (key, workspace) => (key.startsWith(`${workspace}/`) ? key.slice(workspace.length + 1) : key);

/**
 * A standalone lockfile for one workspace's production dependencies, cut from the root lockfile:
 * every package the workspace reaches (dependencies, optional and peer dependencies, transitively),
 * with the version, resolved address and integrity the root lockfile has. The workspace's own
 * folder becomes the root; where the root tree hoists one version and the workspace nests another
 * (both then want `node_modules/<name>`), the workspace's takes the top and the hoisted one moves
 * under each package that needs it. Every dependency is then resolved again in the new tree and
 * must land on the same version and integrity as in the root tree, or this throws.
 */
export function workspaceLockfile(rootLock, workspace = "functions") {
  const packages = rootLock.packages;
  const manifest = packages[workspace];
  if (!manifest) throw new Error(`The root lockfile has no workspace "${workspace}"`);
  const reached = new Set();
  const edges = [];
  const queue = [];
  const need = (from, deps, optional) => {
    for (const name of Object.keys(deps ?? {})) {
      const key = resolveInLock(packages, from, name);
      if (!key) {
        if (optional) continue;
        throw new Error(`${from || "the root"} needs ${name}, which the root lockfile does not hold`);
      }
      if (packages[key].link) throw new Error(`${name} is a link (${key}); the deploy cannot install it`);
      edges.push({ from, name, to: key });
      if (!reached.has(key)) {
        reached.add(key);
        queue.push(key);
      }
    }
  };
  const follow = (key) => {
    const entry = packages[key];
    need(key, entry.dependencies, false);
    need(key, entry.optionalDependencies, true);
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    const peers = Object.entries(entry.peerDependencies ?? {}).filter(([n]) => !optionalPeers[n]?.optional);
    need(key, Object.fromEntries(peers), false);
  };
  follow(workspace);
  while (queue.length > 0) follow(queue.shift());

  // Where each reached package goes: its place with the workspace as root, unless a package of the
  // workspace's own folder takes that place; then under every package that needs it.
  const own = new Set(
    [...reached].filter((key) => key.startsWith(`${workspace}/`)).map((key) => rekey(key, workspace)),
  );
  const places = new Map([[workspace, [""]]]);
  const placesOf = (key) => {
    if (places.has(key)) return places.get(key);
    const target = rekey(key, workspace);
    let result;
    if (key.startsWith(`${workspace}/`) || !own.has(target)) {
      // A package nested inside a moved one moves with it.
      const parent = key.lastIndexOf("/node_modules/");
      const parentKey = parent >= 0 ? key.slice(0, parent) : null;
      if (parentKey && parentKey !== workspace && reached.has(parentKey)) {
        const tail = key.slice(parent);
        result = placesOf(parentKey).map((at) => `${at}${tail}`);
      } else result = [target];
    } else {
      places.set(key, []); // guards a cycle while the dependents' places are worked out
      const name = key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);
      result = [
        ...new Set(
          edges
            .filter((edge) => edge.to === key && edge.from !== key)
            .flatMap((edge) =>
              placesOf(edge.from).map((at) => (at ? `${at}/node_modules/${name}` : `node_modules/${name}`)),
            ),
        ),
      ];
    }
    places.set(key, result);
    return result;
  };
  const out = {};
  for (const key of reached) {
    // A production install: nothing here is a devDependency of the deploy package.
    const { dev: _dev, devOptional: _devOptional, ...entry } = packages[key];
    for (const at of placesOf(key)) {
      if (out[at] && out[at].integrity !== entry.integrity)
        throw new Error(`${key} and another package both land on ${at} in the deploy package`);
      out[at] = entry;
    }
  }
  for (const { from, name, to } of edges) {
    for (const at of placesOf(from)) {
      const found = resolveInLock(out, at, name);
      if (
        !found ||
        out[found].version !== packages[to].version ||
        out[found].integrity !== packages[to].integrity
      )
        throw new Error(
          `In the deploy package, ${at || "the root"} would get ${name} from ${found}, not ${to}`,
        );
    }
  }
  const root = {
    name: workspace,
    version: manifest.version,
    ...(manifest.license ? { license: manifest.license } : {}),
    dependencies: manifest.dependencies ?? {},
    ...(manifest.optionalDependencies ? { optionalDependencies: manifest.optionalDependencies } : {}),
    ...(manifest.engines ? { engines: manifest.engines } : {}),
  };
  const sorted = Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
  return {
    name: workspace,
    version: manifest.version,
    lockfileVersion: 3,
    requires: true,
    packages: { "": root, ...sorted },
  };
}

/** The workspace's package.json as deployed: no devDependencies (Cloud Build installs none). */
export function deployManifest(packageJson) {
  const { devDependencies: _dev, ...rest } = packageJson;
  return rest;
}

/**
 * Writes the deploy package into `outDir` from the built functions (functions/lib must exist).
 * `envFiles` are the project's .env files to carry (the CLI reads them from the source folder).
 */
export function stageFunctions({ repoRoot, outDir, twilio, envFiles }) {
  const source = join(repoRoot, "functions");
  if (!existsSync(join(source, "lib", "index.js"))) throw new Error("functions/lib is not built");
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  cpSync(join(source, "lib"), join(outDir, "lib"), { recursive: true });
  const manifest = JSON.parse(readFileSync(join(source, "package.json"), "utf8"));
  writeFileSync(join(outDir, "package.json"), `${JSON.stringify(deployManifest(manifest), null, 2)}\n`);
  const rootLock = JSON.parse(readFileSync(join(repoRoot, "package-lock.json"), "utf8"));
  writeFileSync(
    join(outDir, "package-lock.json"),
    `${JSON.stringify(workspaceLockfile(rootLock), null, 2)}\n`,
  );
  writeFileSync(join(outDir, "lib", "deploy-options.json"), `${JSON.stringify({ twilio })}\n`);
  for (const file of envFiles) cpSync(join(source, file), join(outDir, file));
  // The CLI analyses the code here before uploading it: with functions/node_modules linked in,
  // a require from the package resolves as from functions/ (its nested versions, then the root's
  // hoisted ones). node_modules is never uploaded.
  if (existsSync(join(source, "node_modules")))
    symlinkSync(relative(outDir, join(source, "node_modules")), join(outDir, "node_modules"), "dir");
  return outDir;
}
