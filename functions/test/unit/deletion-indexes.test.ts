// Account deletion finds other people's documents that name the user through collection-group
// queries (friends' ledgers, friends' questions of the day), and the export reads the user's notes
// on a page of articles by a range of article ids: production refuses those queries without their
// indexes, which the emulator never asks for.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

interface Index {
  collectionGroup: string;
  queryScope: string;
  fields: Array<{ fieldPath: string; order?: string }>;
}

interface Override {
  collectionGroup: string;
  fieldPath: string;
  indexes: Array<{ order?: string; queryScope: string }>;
}

const config = JSON.parse(readFileSync(join(__dirname, "..", "..", "..", "firestore.indexes.json"), "utf8"));
const overrides: Override[] = config.fieldOverrides;
const indexes: Index[] = config.indexes;

describe("firestore.indexes.json for account deletion and export", () => {
  it.each([
    ["activity", "personId"],
    ["dailyQuestions", "articleOwnerId"],
  ])("when %s.%s is queried across all users, then it has its collection-group index", (group, field) => {
    const override = overrides.find((o) => o.collectionGroup === group && o.fieldPath === field);
    expect(override?.indexes).toContainEqual({ order: "ASCENDING", queryScope: "COLLECTION_GROUP" });
    // An override replaces the automatic indexes: the single-collection one must stay too.
    expect(override?.indexes).toContainEqual({ order: "ASCENDING", queryScope: "COLLECTION" });
  });

  it.each(["highlights", "comments"])(
    "when the export reads the user's %s on a page of articles, then userId then articleId is indexed",
    (group) => {
      expect(indexes).toContainEqual({
        collectionGroup: group,
        queryScope: "COLLECTION",
        fields: [
          { fieldPath: "userId", order: "ASCENDING" },
          { fieldPath: "articleId", order: "ASCENDING" },
        ],
      });
    },
  );
});
