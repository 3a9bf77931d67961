// The server's module graph (docs/architecture.md, "Keeping the edges"): every relative import in
// functions/src resolved to its file, each file placed in its module (its folder under
// modules/), and the module-level facts the architecture promises: no cycle between modules,
// and no import from outside a module into any of its files but its index.ts.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ""));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this candidate
    }
  }
  return null;
}

/** Strongly connected components of a graph (Tarjan), as arrays of nodes. */
function components(nodes, edges) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const connect = (v) => {
    state.set(v, { index, low: index, onStack: true });
    index += 1;
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!state.has(w)) {
        connect(w);
        state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
      } else if (state.get(w).onStack) {
        state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
      }
    }
    if (state.get(v).low === state.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        state.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      found.push(component);
    }
  };
  for (const v of nodes) if (!state.has(v)) connect(v);
  return found;
}

/**
 * Measures functions/src (or `root`): the modules, the files with their line counts, the
 * module-level cycles, the pairs of modules importing each other, and each import that crosses
 * into another module, by kind: through its public face (index.ts), into a repository, or into
 * another private file. Imports from outside modules/ (app, jobs, middleware, lib) count too.
 */
export function measureModules(rootPath) {
  const root = resolve(rootPath);
  const modulesDir = join(root, "modules");
  const moduleOf = (file) => {
    const rel = relative(modulesDir, file);
    return rel.startsWith("..") ? null : rel.split(sep)[0];
  };
  const files = listFiles(root);
  const lines = new Map(files.map((f) => [f, readFileSync(f, "utf8").split("\n").length]));
  const edges = new Map();
  const crossings = [];
  for (const file of files) {
    const from = moduleOf(file);
    const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const ref of info.importedFiles) {
      const target = resolveImport(file, ref.fileName);
      const to = target && moduleOf(target);
      if (!to || from === to) continue;
      if (from) {
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from).add(to);
      }
      const name = target.split(sep).pop();
      const kind =
        name === "index.ts" && dirname(target) === join(modulesDir, to)
          ? "publicFace"
          : /repository\.ts$/.test(name)
            ? "foreignRepository"
            : "otherPrivateFile";
      crossings.push({ from: relative(root, file), to: relative(root, target), kind });
    }
  }
  const modules = readdirSync(modulesDir).filter((m) => statSync(join(modulesDir, m)).isDirectory());
  const cycles = components(modules, edges).filter((c) => c.length > 1 || edges.get(c[0])?.has(c[0]));
  const mutual = [];
  for (const [a, tos] of edges) for (const b of tos) if (a < b && edges.get(b)?.has(a)) mutual.push([a, b]);
  const sizes = [...lines.values()].sort((a, b) => a - b);
  return {
    modules,
    files: [...lines].map(([file, count]) => ({ file: relative(root, file), lines: count })),
    medianLines: sizes[Math.floor(sizes.length / 2)],
    cycles: cycles.map((c) => c.sort()),
    mutual,
    crossings,
  };
}
