// The server's module edges (docs/architecture.md): the module graph has no cycle, and nothing
// outside a module reaches into its files but its index.ts. The linter keeps the same rules file
// by file (import-x/no-cycle, no-restricted-imports); this checks them on the whole graph at once,
// including cycles that only close through several modules' public faces.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { measureModules } from "../../../scripts/lib/module-graph.mjs";

const graph = measureModules(join(__dirname, "..", "..", "src"));

describe("the server's module graph", () => {
  it("when the modules' imports are followed, then no module reaches itself again", () => {
    expect(graph.cycles).toEqual([]);
  });

  it("when code imports from another module, then it goes through that module's index.ts", () => {
    expect(graph.crossings.filter((crossing) => crossing.kind !== "publicFace")).toEqual([]);
  });

  it("when lib/ or shared/ imports, then it imports no module", () => {
    const leaves = graph.crossings.filter((c) => c.from.startsWith("lib/") || c.from.startsWith("shared/"));
    expect(leaves).toEqual([]);
  });

  it("when a module's folder is listed, then it has an index.ts", () => {
    const faces = new Set(graph.files.map(({ file }) => file));
    expect(graph.modules.filter((module) => !faces.has(join("modules", module, "index.ts")))).toEqual([]);
  });
});
