// Where the browser journeys find Chromium: CHROMIUM_PATH when set, else `chromium` on the PATH
// (Debian's /usr/bin/chromium). Nothing downloads a browser. `npm test` asks before the browser
// layer, so a machine without it gets one line saying how to install it, not a launch failure per
// journey file; web/e2e/support/browser.ts launches what this finds.
import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join } from "node:path";

export const CHROMIUM_INSTALL_HINT = "apt-get install chromium";

function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The Chromium to launch, or null when there is none. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return isExecutableFile(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  for (const dir of (env.PATH ?? "").split(delimiter).filter(Boolean)) {
    const candidate = join(dir, "chromium");
    if (isExecutableFile(candidate)) return candidate;
  }
  return null;
}

/** The one line `npm test` prints when findChromium found nothing. */
export function missingChromiumMessage(env = process.env) {
  const where = env.CHROMIUM_PATH
    ? `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file`
    : "no `chromium` on the PATH";
  return `Browser journeys not run: Chromium not found (${where}). Install it with \`${CHROMIUM_INSTALL_HINT}\` (or set CHROMIUM_PATH).`;
}
