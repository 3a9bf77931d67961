// The production guard's part in `npm test` (and `npm start` with SPURQ_PRODUCTION_GUARD=on): the
// settings that turn it on in every process that talks to the emulators (the tests and the
// Functions emulator's workers), and the reading of its log at the end of the run: each breach
// of a production limit, and the declared indexes no query used (docs/production.md).
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./paths.mjs";

export const guardLog = join(repoRoot, "test-results", "production-guard.jsonl");

/** The environment that turns the guard on, with a fresh log. */
export function guardEnv() {
  mkdirSync(join(repoRoot, "test-results"), { recursive: true });
  rmSync(guardLog, { force: true });
  return {
    SPURQ_PRODUCTION_GUARD: "on",
    SPURQ_GUARD_LOG: guardLog,
    SPURQ_INDEXES_FILE: join(repoRoot, "firestore.indexes.json"),
  };
}

/** Each declared index (composite, or a collection-group single field) by the key the guard logs. */
function declaredIndexes(config) {
  const declared = new Map();
  for (const index of config.indexes) {
    const fields = index.fields.map((f) => `${f.fieldPath} ${f.arrayConfig ?? f.order}`).join(", ");
    declared.set(`${index.collectionGroup} (${index.queryScope}): ${fields}`, index);
  }
  for (const override of config.fieldOverrides) {
    for (const index of override.indexes) {
      if (index.queryScope !== "COLLECTION_GROUP") continue;
      const kind = index.arrayConfig ?? index.order;
      declared.set(
        `${override.collectionGroup}.${override.fieldPath} (COLLECTION_GROUP): ${kind} single-field`,
        {
          collectionGroup: override.collectionGroup,
          queryScope: "COLLECTION_GROUP",
          fields: [
            {
              fieldPath: override.fieldPath,
              ...(index.arrayConfig ? { arrayConfig: kind } : { order: kind }),
            },
          ],
        },
      );
    }
  }
  return declared;
}

/** Where a whole run leaves the indexes its queries used, for `npm run deploy:check`. */
export const usedIndexesFile = join(repoRoot, "test-results", "used-indexes.json");

/** What the log holds: the breaches (one per distinct message) and the declared indexes never used. */
export function readGuardLog() {
  const lines = existsSync(guardLog) ? readFileSync(guardLog, "utf8").split("\n").filter(Boolean) : [];
  const entries = lines.map((line) => JSON.parse(line));
  const breaches = new Map();
  for (const entry of entries.filter((e) => e.kind === "breach")) {
    if (!breaches.has(entry.message)) breaches.set(entry.message, entry);
  }
  const used = new Set(entries.filter((e) => e.kind === "index").map((e) => e.key));
  const config = JSON.parse(readFileSync(join(repoRoot, "firestore.indexes.json"), "utf8"));
  const declared = declaredIndexes(config);
  const unused = [...declared.keys()].filter((key) => !used.has(key));
  const usedIndexes = [...used].sort().flatMap((key) => (declared.has(key) ? [declared.get(key)] : []));
  return { breaches: [...breaches.values()], used: usedIndexes, unused };
}
