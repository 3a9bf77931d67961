// `npm test` on a machine without Chromium: the browser layer is one failure with one line saying
// how to install it (the README's command), not a launch failure per journey file. The lookup is
// the one web/e2e/support/browser.ts launches with.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CHROMIUM_INSTALL_HINT,
  findChromium,
  missingChromiumMessage,
} from "../../../scripts/lib/chromium.mjs";

const root = join(__dirname, "..", "..", "..");

/** A directory holding a file named `chromium`, executable or not. */
function dirWithChromium(executable: boolean): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), "spurq-chromium-"));
  const path = join(dir, "chromium");
  writeFileSync(path, "#!/bin/sh\n");
  chmodSync(path, executable ? 0o755 : 0o644);
  return { dir, path };
}

describe("finding Chromium for the browser journeys", () => {
  it("when CHROMIUM_PATH names an executable, then that is the browser", () => {
    const { path } = dirWithChromium(true);
    expect(findChromium({ CHROMIUM_PATH: path, PATH: "" })).toBe(path);
  });

  it("when CHROMIUM_PATH names nothing executable, then there is none, and the message says so", () => {
    const { path } = dirWithChromium(false);
    expect(findChromium({ CHROMIUM_PATH: path, PATH: dirname(path) })).toBeNull();
    expect(missingChromiumMessage({ CHROMIUM_PATH: path })).toBe(
      `Browser journeys not run: Chromium not found (CHROMIUM_PATH=${path} is not an executable file). Install it with \`apt-get install chromium\` (or set CHROMIUM_PATH).`,
    );
  });

  it("when `chromium` is on the PATH, then it is found there, and a non-executable one is not", () => {
    const plain = dirWithChromium(false);
    const runnable = dirWithChromium(true);
    expect(findChromium({ PATH: [plain.dir, runnable.dir].join(":") })).toBe(runnable.path);
    expect(findChromium({ PATH: plain.dir })).toBeNull();
  });

  it("when the hint names a command, then it is the README's", () => {
    expect(CHROMIUM_INSTALL_HINT).toBe("apt-get install chromium");
    expect(readFileSync(join(root, "README.md"), "utf8")).toContain(`(\`${CHROMIUM_INSTALL_HINT}\`)`);
  });

  it("when `npm test` runs the browser layer without Chromium, then it counts one failure and prints how to install it", () => {
    const nodeOnly = dirname(process.execPath);
    const run = spawnSync(process.execPath, ["scripts/test.mjs", "--layers", "e2e"], {
      cwd: root,
      env: { PATH: nodeOnly },
      encoding: "utf8",
      timeout: 60_000,
    });
    const lines = run.stdout.trim().split("\n");
    expect(run.status).toBe(1);
    expect(lines.at(-1)).toBe("0 passed, 1 failed");
    expect(lines.filter((line) => line.includes(CHROMIUM_INSTALL_HINT))).toEqual([
      missingChromiumMessage({ PATH: nodeOnly }),
      missingChromiumMessage({ PATH: nodeOnly }),
    ]);
    expect(run.stdout).not.toContain("emulators");
  });
});
