// Types for deploy-check.mjs, imported by the deploy unit tests.
export interface IndexField {
  fieldPath: string;
  order?: string;
  arrayConfig?: string;
}
export interface UsedIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}
export function resolveProject(
  project: string,
  firebaserc: unknown,
): { projectId: string; alias: string | null };
export function envFilesFor(
  functionsDir: string,
  project: { projectId: string; alias: string | null },
): string[];
export function readProjectEnv(functionsDir: string, files: string[]): Record<string, string>;
export const SMS_PROVIDERS: string[];
export function envProblems(env: Record<string, string>, files: string[]): string[];
export function twilioChoice(env: Record<string, string>, flag?: string): boolean;
export function indexFileProblems(file: unknown): string[];
export function uncoveredIndexes(file: unknown, used: UsedIndex[]): UsedIndex[];
export function headerProblems(firebaseJson: unknown): string[];
export function iamRoles(
  projectId: string,
  serviceAccount?: string,
): Array<{ role: string; why: string; command: string }>;
export function compileRules(
  launcherJar: string | undefined,
  files: Array<{ name: string; content: string }>,
  options?: { timeoutMs?: number },
): Promise<{ compiled: string[]; problems: string[] }>;
