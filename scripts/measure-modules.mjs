// Prints the server's module structure (docs/architecture.md, "Keeping the edges"): module-level
// import cycles, imports that cross from one module into another by kind (through its public
// face, index.ts, or into any other file of it), the largest files and the median file size.
// Usage: node scripts/measure-modules.mjs [functions/src]   (SHOW_PRIVATE=1 lists private crossings)
import { resolve } from "node:path";
import { measureModules } from "./lib/module-graph.mjs";

const graph = measureModules(resolve(process.argv[2] ?? "functions/src"));
const count = (kind) => graph.crossings.filter((c) => c.kind === kind).length;

console.log(
  `modules: ${graph.modules.length}, files: ${graph.files.length}, median file: ${graph.medianLines} lines`,
);
console.log(`modules in import cycles: ${graph.cycles.reduce((n, c) => n + c.length, 0)}`);
for (const cycle of graph.cycles) console.log(`  cycle: ${cycle.join(", ")}`);
console.log(`pairs of modules importing each other: ${graph.mutual.length}`);
for (const [a, b] of graph.mutual) console.log(`  ${a} <-> ${b}`);
console.log(
  `imports crossing into a module: ${graph.crossings.length} (through its public face ${count("publicFace")},` +
    ` into a foreign repository ${count("foreignRepository")}, into another private file ${count("otherPrivateFile")})`,
);
if (process.env.SHOW_PRIVATE) {
  for (const c of graph.crossings.filter((c) => c.kind !== "publicFace"))
    console.log(`  ${c.from} -> ${c.to}`);
}
console.log("largest files:");
for (const { file, lines } of [...graph.files].sort((a, b) => b.lines - a.lines).slice(0, 8)) {
  console.log(`  ${lines} ${file}`);
}
