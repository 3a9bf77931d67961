// Every query the code makes must have its composite index in firestore.indexes.json: the
// emulator runs queries without indexes, production refuses them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HOME_SORTS, ARTICLE_VIEWS } from "../../src/shared";
import type { QuerySpec } from "../../src/lib/query";
import {
  articleSearchSpec,
  myArticlesSpec,
  recentArticlesSpec,
  sameSourceSpec,
} from "../../src/modules/library/library.queries";
import { ANNOTATION_QUERIES } from "../../src/modules/annotations/annotations.queries";
import { GROUP_CHAT_QUERIES } from "../../src/modules/group-chats/group-chats.repository";
import { exchangedSpec, SPURQ_QUERIES } from "../../src/modules/spurqs/spurqs.queries";
import { pendingRequestsSpec } from "../../src/modules/friends/friends.repository";
import { weekLeadersSpec } from "../../src/modules/progress/progress.repository";
import { DAILY_QUESTION_QUERIES } from "../../src/modules/daily-question/daily-question.repository";
import { NOTES_SEARCH_QUERIES } from "../../src/modules/annotations/annotations.queries";
import { readIndexConfig } from "../../src/lib/production-guard/guard";
import { findIndex, indexNeed } from "../../src/lib/production-guard/indexes";

interface IndexField {
  fieldPath: string;
  order?: "ASCENDING" | "DESCENDING";
  arrayConfig?: "CONTAINS";
}
interface Index {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

const indexes: Index[] = JSON.parse(
  readFileSync(join(__dirname, "..", "..", "..", "firestore.indexes.json"), "utf8"),
).indexes;

/** The composite index a spec needs: equality fields (any order), the array field, then the order. */
export function requiredIndex(collectionGroup: string, spec: QuerySpec) {
  return {
    collectionGroup,
    equalities: spec.equals.map(([field]) => field).sort(),
    arrayContains: spec.arrayContains?.[0],
    orderBy: { fieldPath: spec.orderBy[0], order: spec.orderBy[1] === "desc" ? "DESCENDING" : "ASCENDING" },
  };
}

function hasIndex(required: ReturnType<typeof requiredIndex>): boolean {
  return indexes.some((index) => {
    if (index.collectionGroup !== required.collectionGroup || index.queryScope !== "COLLECTION") return false;
    const last = index.fields.at(-1)!;
    const rest = index.fields.slice(0, -1);
    const array = rest.filter((f) => f.arrayConfig).map((f) => f.fieldPath);
    const equalities = rest
      .filter((f) => !f.arrayConfig)
      .map((f) => f.fieldPath)
      .sort();
    return (
      last.fieldPath === required.orderBy.fieldPath &&
      last.order === required.orderBy.order &&
      JSON.stringify(equalities) === JSON.stringify(required.equalities) &&
      JSON.stringify(array) === JSON.stringify(required.arrayContains ? [required.arrayContains] : [])
    );
  });
}

/** Every article list query shape the services can produce. */
function allArticleSpecs(): QuerySpec[] {
  const specs = HOME_SORTS.map((sort) => recentArticlesSpec("u", sort));
  for (const view of ARTICLE_VIEWS) {
    for (const folderId of [undefined, "f", "none"]) {
      for (const [tagId, q] of [
        [undefined, undefined],
        ["t", undefined],
        [undefined, "paper"],
        ["t", "paper"],
      ]) {
        specs.push(myArticlesSpec("u", { view, folderId, tagId, q }));
      }
    }
  }
  return specs;
}

describe("firestore.indexes.json", () => {
  it("when any article list is queried, then its composite index exists", () => {
    const missing = allArticleSpecs()
      .map((spec) => requiredIndex("articles", spec))
      .filter((required) => !hasIndex(required));
    expect(missing).toEqual([]);
  });

  it("when a saved page is looked up by its canonical address, then its index exists", () => {
    expect(hasIndex(requiredIndex("articles", sameSourceSpec("u", "https://example.com/a")))).toBe(true);
  });

  it("when an article's highlights and comments are read, then their indexes exist", () => {
    const missing = ANNOTATION_QUERIES.map(([collection, spec]) => requiredIndex(collection, spec)).filter(
      (required) => !hasIndex(required),
    );
    expect(missing).toEqual([]);
  });

  it("when the search runs, then its article, highlight, comment and spurq queries have their indexes", () => {
    const missing = [
      requiredIndex("articles", articleSearchSpec("u", "tok")),
      ...NOTES_SEARCH_QUERIES.map(([collection, spec]) => requiredIndex(collection, spec)),
    ].filter((required) => !hasIndex(required));
    expect(missing).toEqual([]);
  });

  it("when the search looks into bodies and the articles shared with the reader, then their collection-group indexes exist", () => {
    const groupIndex = (collectionGroup: string, fields: IndexField[]) =>
      indexes.some(
        (index) =>
          index.collectionGroup === collectionGroup &&
          index.queryScope === "COLLECTION_GROUP" &&
          JSON.stringify(index.fields) === JSON.stringify(fields),
      );
    // A body's terms: the owner's (`userId ==`) and the shared articles' (`articleId in`), each
    // with `terms array-contains`, served by merging single-field collection-group indexes.
    const config = readIndexConfig(join(__dirname, "..", "..", "..", "firestore.indexes.json"));
    for (const [field, op] of [
      ["userId", "EQUAL"],
      ["articleId", "IN"],
    ]) {
      const need = indexNeed({
        from: [{ collectionId: "searchTerms", allDescendants: true }],
        where: {
          compositeFilter: {
            op: "AND",
            filters: [
              { fieldFilter: { field: { fieldPath: field! }, op: op! } },
              { fieldFilter: { field: { fieldPath: "terms" }, op: "ARRAY_CONTAINS" } },
            ],
          },
        },
      });
      expect(findIndex(config, need).served).toBe(true);
    }
    expect(indexes.some((index) => index.collectionGroup === "searchTerms")).toBe(false);
    expect(
      groupIndex("readers", [
        { fieldPath: "uid", order: "ASCENDING" },
        { fieldPath: "addedAt", order: "DESCENDING" },
      ]),
    ).toBe(true);
  });

  it("when a user's group chats are listed, then their index exists", () => {
    const missing = GROUP_CHAT_QUERIES.map(([collection, spec]) => requiredIndex(collection, spec)).filter(
      (required) => !hasIndex(required),
    );
    expect(missing).toEqual([]);
  });

  it("when incoming or outgoing friend requests are listed, then their indexes exist", () => {
    const missing = (["incoming", "outgoing"] as const)
      .map((direction) => requiredIndex("friendRequests", pendingRequestsSpec("u", direction)))
      .filter((required) => !hasIndex(required));
    expect(missing).toEqual([]);
  });

  it("when spurqs are listed, marked read on opening an article, or paired by friend, then their indexes exist", () => {
    const missing = [
      ...SPURQ_QUERIES.map((spec) => requiredIndex("spurqs", spec)),
      requiredIndex("exchanged", exchangedSpec("u")),
    ].filter((required) => !hasIndex(required));
    expect(missing).toEqual([]);
  });

  it("when the question of the day gathers its candidates, then their indexes exist", () => {
    const missing = DAILY_QUESTION_QUERIES.map(([collection, spec]) =>
      requiredIndex(collection, spec),
    ).filter((required) => !hasIndex(required));
    expect(missing).toEqual([]);
  });

  it("when the week's top contributors are ranked, then their index exists", () => {
    expect(hasIndex(requiredIndex("progress", weekLeadersSpec("2026-01-05")))).toBe(true);
  });

  it("when the roll-up reads every user's marked days, then days.pendingRoll is indexed for collection-group queries", () => {
    const overrides = JSON.parse(
      readFileSync(join(__dirname, "..", "..", "..", "firestore.indexes.json"), "utf8"),
    ).fieldOverrides as Array<{
      collectionGroup: string;
      fieldPath: string;
      indexes: Array<{ order?: string; queryScope: string }>;
    }>;
    const marker = overrides.find((o) => o.collectionGroup === "days" && o.fieldPath === "pendingRoll");
    expect(marker?.indexes).toContainEqual({ order: "ASCENDING", queryScope: "COLLECTION_GROUP" });
  });

  it("when long text is stored, then it is exempt from indexing", () => {
    const overrides = JSON.parse(
      readFileSync(join(__dirname, "..", "..", "..", "firestore.indexes.json"), "utf8"),
    ).fieldOverrides as Array<{ collectionGroup: string; fieldPath: string; indexes: unknown[] }>;
    const exempt = overrides
      .filter((o) => o.indexes.length === 0)
      .map((o) => `${o.collectionGroup}.${o.fieldPath}`);
    expect(exempt).toEqual(
      expect.arrayContaining([
        "chunks.text",
        // A body's terms document: only its owner, article and terms are looked up.
        "searchTerms.chunk",
        "searchTerms.termCount",
        "articles.preview",
        "articles.firstHighlightText",
        // An e-mail's subject, text and HTML (invitations, digests) are never queried.
        "mail.message",
      ]),
    );
  });
});
