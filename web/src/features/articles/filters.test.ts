import { describe, expect, it } from "vitest";
import { myArticlesSearch } from "./api/get-my-articles";
import { recentArticlesSearch } from "./api/get-recent-articles";
import { hasAllTags, serverTagId } from "./tag-selection";

const params = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe("My Articles query parameters", () => {
  it("when no filter is set, then only the view and page size are sent", () => {
    expect(params(myArticlesSearch({ view: "active", folder: "all", tagId: null, q: "  " }))).toEqual({
      view: "active",
      limit: "20",
    });
  });

  it("when every filter is set, then folder, tag, trimmed title words and cursor are sent", () => {
    expect(
      params(myArticlesSearch({ view: "trash", folder: "f1", tagId: "t1", q: " city walks " }, "cursor-2")),
    ).toEqual({
      view: "trash",
      folderId: "f1",
      tagId: "t1",
      q: "city walks",
      limit: "20",
      cursor: "cursor-2",
    });
  });

  it("when 'No Folder' is chosen, then folderId=none", () => {
    expect(params(myArticlesSearch({ view: "active", folder: "none", tagId: null, q: "" })).folderId).toBe(
      "none",
    );
  });

  it("when several tags are checked, then the server gets the first and articles must have them all", () => {
    expect(serverTagId([])).toBeNull();
    expect(serverTagId(["t2", "t1"])).toBe("t2");
    expect(hasAllTags({ tagIds: ["t1", "t2", "t3"] }, ["t2", "t1"])).toBe(true);
    expect(hasAllTags({ tagIds: ["t1"] }, ["t2", "t1"])).toBe(false);
    expect(hasAllTags({ tagIds: [] }, [])).toBe(true);
  });
});

describe("Home query parameters", () => {
  it("when a sort is chosen, then it is sent with the grid's size", () => {
    expect(params(recentArticlesSearch("mostComments"))).toEqual({ sort: "mostComments", limit: "6" });
  });
});
