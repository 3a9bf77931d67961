// The production guard's rules, each broken on purpose: which index a query needs (by Firestore's
// rules) and whether firestore.indexes.json has it; a document's size and index entries; a
// commit's writes and index entries; values of an `in`. The guard on a live client is tried in
// functions/test/api/production-guard.test.ts.
import { describe, expect, it } from "vitest";
import {
  disjunctionProblems,
  findIndex,
  indexNeed,
  type IndexConfig,
  type ProtoValue,
  type StructuredQuery,
} from "../../src/lib/production-guard/indexes";
import { documentSize, indexEntries, nameSize } from "../../src/lib/production-guard/documents";
import { ProductionGuard, ProductionLimitError, readIndexConfig } from "../../src/lib/production-guard/guard";

const eq = (fieldPath: string, value: ProtoValue = { stringValue: "x" }) => ({
  fieldFilter: { field: { fieldPath }, op: "EQUAL", value },
});
const op = (fieldPath: string, operator: string, value: ProtoValue = { stringValue: "x" }) => ({
  fieldFilter: { field: { fieldPath }, op: operator, value },
});
const and = (...filters: object[]) => ({ compositeFilter: { op: "AND", filters } });
const order = (fieldPath: string, direction = "ASCENDING") => ({ field: { fieldPath }, direction });
const query = (
  collectionId: string,
  parts: Partial<StructuredQuery> = {},
  group = false,
): StructuredQuery => ({
  from: [{ collectionId, allDescendants: group }],
  ...parts,
});

const config: IndexConfig = {
  indexes: [
    {
      collectionGroup: "articles",
      queryScope: "COLLECTION",
      fields: [
        { fieldPath: "userId", order: "ASCENDING" },
        { fieldPath: "createdAt", order: "DESCENDING" },
      ],
    },
    {
      collectionGroup: "articles",
      queryScope: "COLLECTION",
      fields: [
        { fieldPath: "userId", order: "ASCENDING" },
        { fieldPath: "tagIds", arrayConfig: "CONTAINS" },
        { fieldPath: "createdAt", order: "DESCENDING" },
      ],
    },
    {
      collectionGroup: "terms",
      queryScope: "COLLECTION_GROUP",
      fields: [
        { fieldPath: "userId", order: "ASCENDING" },
        { fieldPath: "words", arrayConfig: "CONTAINS" },
      ],
    },
  ],
  fieldOverrides: [
    { collectionGroup: "terms", fieldPath: "words", indexes: [] },
    {
      collectionGroup: "readers",
      fieldPath: "uid",
      indexes: [
        { order: "ASCENDING", queryScope: "COLLECTION" },
        { order: "ASCENDING", queryScope: "COLLECTION_GROUP" },
      ],
    },
  ],
};
const served = (q: StructuredQuery) => findIndex(config, indexNeed(q)).served;

describe("which index a query needs", () => {
  it("when a collection query has equalities only, or one order only, then automatic indexes serve it", () => {
    expect(served(query("articles", { where: and(eq("userId"), eq("inTrash")) }))).toBe(true);
    expect(served(query("articles", { orderBy: [order("createdAt", "DESCENDING")] }))).toBe(true);
    expect(
      served(query("articles", { where: op("createdAt", "LESS_THAN"), orderBy: [order("createdAt")] })),
    ).toBe(true);
  });

  it("when equalities come with an order on another field, then only the composite index serves it", () => {
    const q = (dir: string) => query("articles", { where: eq("userId"), orderBy: [order("createdAt", dir)] });
    expect(findIndex(config, indexNeed(q("DESCENDING")))).toEqual({
      served: true,
      by: ["articles (COLLECTION): userId ASCENDING, createdAt DESCENDING"],
    });
    // The other direction is another index.
    expect(served(q("ASCENDING"))).toBe(false);
    expect(
      served(query("articles", { where: eq("folderId"), orderBy: [order("createdAt", "DESCENDING")] })),
    ).toBe(false);
  });

  it("when an inequality is on another field than the order, then its implicit order needs a composite index", () => {
    const q = query("articles", { where: op("lastViewed", "GREATER_THAN"), orderBy: [order("createdAt")] });
    expect(indexNeed(q).orders).toEqual([
      { fieldPath: "createdAt", order: "ASCENDING" },
      { fieldPath: "lastViewed", order: "ASCENDING" },
    ]);
    expect(served(q)).toBe(false);
  });

  it("when an array filter joins an equality and an order, then the index must hold it as CONTAINS", () => {
    const q = query("articles", {
      where: and(eq("userId"), op("tagIds", "ARRAY_CONTAINS")),
      orderBy: [order("createdAt", "DESCENDING")],
    });
    expect(served(q)).toBe(true);
    const noIndex = query("articles", {
      where: and(eq("userId"), op("titleTokens", "ARRAY_CONTAINS")),
      orderBy: [order("createdAt", "DESCENDING")],
    });
    expect(served(noIndex)).toBe(false);
  });

  it("when a query spans a collection group, then even one equality needs its declared index", () => {
    // Account repair's walk through a reader's search terms: the bug production would answer.
    expect(served(query("terms", { where: eq("userId"), orderBy: [order("__name__")] }, true))).toBe(false);
    expect(served(query("readers", { where: eq("uid"), orderBy: [order("__name__")] }, true))).toBe(true);
    expect(served(query("terms", { where: and(eq("userId"), op("words", "ARRAY_CONTAINS")) }, true))).toBe(
      true,
    );
    // The same collection id queried in one collection has the automatic index.
    expect(served(query("terms", { where: eq("userId") }))).toBe(true);
  });

  it("when a field is exempt from single-field indexes, then a lone filter on it is not served", () => {
    expect(served(query("terms", { where: op("words", "ARRAY_CONTAINS") }))).toBe(false);
  });

  it("when an in filter has more than 30 values or a not-in more than 10, then it is refused", () => {
    const values = (n: number) => ({
      arrayValue: { values: Array.from({ length: n }, () => ({ stringValue: "a" })) },
    });
    expect(disjunctionProblems(query("articles", { where: op("userId", "IN", values(30)) }))).toEqual([]);
    expect(disjunctionProblems(query("articles", { where: op("userId", "IN", values(31)) }))).toHaveLength(1);
    expect(
      disjunctionProblems(query("articles", { where: op("userId", "NOT_IN", values(11)) })),
    ).toHaveLength(1);
  });
});

describe("a document's size and index entries", () => {
  const name = "projects/p/databases/(default)/documents/articles/abc";

  it("when sized, then it follows Firestore's storage-size rules", () => {
    // "articles" (9) + "abc" (4) + 16
    expect(nameSize(name)).toBe(29);
    // name 29 + "title" 6 + "Hi" 3 + "n" 2 + 8 + 32
    expect(documentSize(name, { title: { stringValue: "Hi" }, n: { integerValue: "1" } })).toBe(80);
  });

  it("when counted, then each field has two entries, array elements one each, exempt fields none", () => {
    const fields = {
      userId: { stringValue: "u" },
      tagIds: { arrayValue: { values: [{ stringValue: "a" }, { stringValue: "b" }] } },
    };
    // userId 2; tagIds 2 + 2 elements; the composite (userId, tagIds, createdAt) lacks createdAt.
    expect(indexEntries(config, name, fields)).toBe(6);
    const withDate = { ...fields, createdAt: { timestampValue: "2026-01-01T00:00:00Z" } };
    // + createdAt 2, + (userId, createdAt) 1, + (userId, tagIds, createdAt) 2
    expect(indexEntries(config, name, withDate)).toBe(11);
    const terms = "projects/p/databases/(default)/documents/articles/abc/terms/0";
    const words = {
      arrayValue: { values: Array.from({ length: 100 }, (_, i) => ({ stringValue: `w${i}` })) },
    };
    // userId 2, words exempt, the group's composite (userId, words) 100
    expect(indexEntries(config, terms, { userId: { stringValue: "u" }, words })).toBe(102);
  });
});

describe("the guard's commit rules", () => {
  const guard = new ProductionGuard({ config, limits: { commitIndexEntries: 1_000 } });
  const doc = (id: number, fields: Record<string, ProtoValue> = { a: { stringValue: "x" } }) => ({
    update: { name: `projects/p/databases/(default)/documents/things/${id}`, fields },
  });
  const broken = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      return error instanceof ProductionLimitError ? error.rule : "other";
    }
    return undefined;
  };

  it("when a commit holds more than 500 writes, then it is refused", () => {
    const writes = Array.from({ length: 501 }, (_, i) => doc(i));
    expect(broken(() => new ProductionGuard({ config }).checkCommit(writes, new Map()))).toBe(
      "commit-writes",
    );
    expect(
      broken(() => new ProductionGuard({ config }).checkCommit(writes.slice(1), new Map())),
    ).toBeUndefined();
  });

  it("when a commit changes more index entries than the budget, then it is refused, deletes counted", () => {
    const writes = Array.from({ length: 400 }, (_, i) => doc(i));
    expect(broken(() => guard.checkCommit(writes, new Map()))).toBeUndefined(); // 800 entries
    const list = (n: number) => ({
      list: { arrayValue: { values: Array.from({ length: n }, (_, i) => ({ integerValue: String(i) })) } },
    });
    // 800 + 2 + 200 elements
    expect(broken(() => guard.checkCommit([...writes, doc(401, list(200))], new Map()))).toBe(
      "commit-index-entries",
    );
    const name = "projects/p/databases/(default)/documents/things/gone";
    const removed = new Map([
      [
        name,
        {
          list: {
            arrayValue: { values: Array.from({ length: 300 }, (_, i) => ({ integerValue: String(i) })) },
          },
        },
      ],
    ]);
    expect(broken(() => guard.checkCommit([...writes, { delete: name } as never], removed))).toBe(
      "commit-index-entries",
    );
  });

  it("when a document is over 1 MiB or 40,000 index entries, then it is refused", () => {
    const big = { text: { stringValue: "x".repeat(1_048_576) } };
    expect(broken(() => new ProductionGuard({ config }).checkCommit([doc(1, big)], new Map()))).toBe(
      "document-size",
    );
    const many = {
      list: {
        arrayValue: { values: Array.from({ length: 40_000 }, (_, i) => ({ integerValue: String(i) })) },
      },
    };
    expect(
      broken(() =>
        new ProductionGuard({ config, limits: { commitIndexEntries: 1e9 } }).checkCommit(
          [doc(1, many)],
          new Map(),
        ),
      ),
    ).toBe("document-index-entries");
  });

  it("when the project's own firestore.indexes.json is read, then it parses", () => {
    const own = readIndexConfig();
    expect(own.indexes.length).toBeGreaterThan(10);
    expect(own.fieldOverrides.length).toBeGreaterThan(10);
  });
});
