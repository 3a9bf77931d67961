// Paths shared by the project's scripts.
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const emulatorsDir = join(repoRoot, ".emulators");
export const emulatorEnvFile = join(emulatorsDir, "env.json");
export const emulatorDataDir = join(repoRoot, "emulator-data");
export const firebaseBin = join(repoRoot, "node_modules", ".bin", "firebase");
