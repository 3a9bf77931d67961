// Types for chromium.mjs, imported by the browser journeys and its unit test.
export const CHROMIUM_INSTALL_HINT: string;
export function findChromium(env?: Record<string, string | undefined>): string | null;
export function missingChromiumMessage(env?: Record<string, string | undefined>): string;
