// Types for manifest.mjs, imported by the extension's browser journeys.
export const DEV_KEY: string;
export const DEV_EXTENSION_ID: string;
export interface ExtensionConfig {
  appOrigin: string;
  apiKey: string;
  authEmulator: string;
  local: boolean;
  appCheck: boolean;
}
export function extensionConfig(env: Record<string, string | undefined>): ExtensionConfig;
export function manifestFor(config: ExtensionConfig, version: string): Record<string, unknown>;
