// Types for deploy-package.mjs, imported by the deploy unit tests.
export interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}
export interface Lockfile {
  name?: string;
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}
export function parseEnv(text: string): Record<string, string>;
export function resolveInLock(packages: Record<string, LockEntry>, from: string, name: string): string | null;
export function workspaceLockfile(rootLock: Lockfile, workspace?: string): Lockfile;
export function deployManifest<T extends Record<string, unknown>>(packageJson: T): Omit<T, "devDependencies">;
export function stageFunctions(options: {
  repoRoot: string;
  outDir: string;
  twilio: boolean;
  envFiles: string[];
}): string;
