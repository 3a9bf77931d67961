// Account deletion finds other people's documents that name the user through collection-group
// queries (friends' ledgers, friends' questions of the day): production refuses those without a
// collection-group index on the field, which the emulator never asks for.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

interface Override {
  collectionGroup: string;
  fieldPath: string;
  indexes: Array<{ order?: string; queryScope: string }>;
}

const overrides: Override[] = JSON.parse(
  readFileSync(join(__dirname, "..", "..", "..", "firestore.indexes.json"), "utf8"),
).fieldOverrides;

describe("firestore.indexes.json for account deletion", () => {
  it.each([
    ["activity", "personId"],
    ["dailyQuestions", "articleOwnerId"],
  ])("when %s.%s is queried across all users, then it has its collection-group index", (group, field) => {
    const override = overrides.find((o) => o.collectionGroup === group && o.fieldPath === field);
    expect(override?.indexes).toContainEqual({ order: "ASCENDING", queryScope: "COLLECTION_GROUP" });
    // An override replaces the automatic indexes: the single-collection one must stay too.
    expect(override?.indexes).toContainEqual({ order: "ASCENDING", queryScope: "COLLECTION" });
  });
});
