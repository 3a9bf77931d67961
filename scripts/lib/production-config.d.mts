// Types for production-config.mjs, imported by the config unit tests.
type HostingHeaders = {
  hosting: { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
};
export const LOCAL_HOST_PATTERN: RegExp;
export function productionFirebaseConfig<T>(
  config: T,
  options?: { functionsSource?: string },
): T & HostingHeaders & { functions: Array<Record<string, unknown>>; emulators?: unknown };
export function productionHeaderProblems(config: unknown): string[];
