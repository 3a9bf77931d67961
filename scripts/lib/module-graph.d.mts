export interface Crossing {
  from: string;
  to: string;
  kind: "publicFace" | "foreignRepository" | "otherPrivateFile";
}

export interface ModuleGraph {
  modules: string[];
  files: Array<{ file: string; lines: number }>;
  medianLines: number;
  cycles: string[][];
  mutual: Array<[string, string]>;
  crossings: Crossing[];
}

export function measureModules(root: string): ModuleGraph;
