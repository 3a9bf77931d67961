// The local service-account key the Storage stand-in and the functions share: the functions sign
// V4 links with its private half (the SDK signs locally when given client_email and private_key),
// the stand-in checks them with its public half. Made on first use into .emulators/ (git-ignored),
// never committed; it can reach nothing but the stand-in on loopback.
import { generateKeyPairSync } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { emulatorsDir } from "./paths.mjs";

export const storageKeyFile = join(emulatorsDir, "storage", "service-account.json");

/** Reads the local key, making it first if there is none. */
export function ensureStorageKey(projectId) {
  if (!existsSync(storageKeyFile)) {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    mkdirSync(dirname(storageKeyFile), { recursive: true });
    const key = {
      type: "service_account",
      project_id: projectId,
      client_email: `local-files@${projectId}.iam.gserviceaccount.com`,
      private_key: privateKey.export({ type: "pkcs8", format: "pem" }),
    };
    writeFileSync(storageKeyFile, JSON.stringify(key, null, 2), { mode: 0o600 });
  }
  return JSON.parse(readFileSync(storageKeyFile, "utf8"));
}
