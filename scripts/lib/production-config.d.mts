// Types for production-config.mjs, imported by the config unit test.
export function productionFirebaseConfig<T>(
  config: T,
): T & { hosting: { headers: Array<{ headers: Array<{ key: string; value: string }> }> } };
