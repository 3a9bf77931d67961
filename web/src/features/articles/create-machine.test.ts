import { describe, expect, it } from "vitest";
import { createReducer, initialCreateState, type CreateState } from "./create-machine";

const partial = (): CreateState =>
  createReducer(initialCreateState, {
    type: "importPartial",
    source: "url",
    result: {
      error: "Some details are missing",
      partialData: { title: "A title", content: "<p>Body</p>", url: "https://example.com/a" },
      missingFields: ["author"],
    },
  });

describe("the create screen's state machine", () => {
  it("when it starts, then the URL tab is active, idle, with no error and no completion form", () => {
    expect(initialCreateState).toEqual({ tab: "url", status: "idle", error: null, completion: null });
  });

  it("when an import starts and fails, then it shows the error; choosing a tab clears it", () => {
    let state = createReducer(initialCreateState, { type: "importStarted" });
    expect(state.status).toBe("importing");
    state = createReducer(state, { type: "importFailed", error: { type: "TIMEOUT", message: "slow" } });
    expect(state).toMatchObject({ status: "error", error: { type: "TIMEOUT" } });
    state = createReducer(state, { type: "selectTab", tab: "manual" });
    expect(state).toMatchObject({ tab: "manual", status: "idle", error: null });
  });

  it("when importing, then the tab cannot change", () => {
    const importing = createReducer(initialCreateState, { type: "importStarted" });
    expect(createReducer(importing, { type: "selectTab", tab: "pdf" }).tab).toBe("url");
  });

  it("when 'Try PDF instead' is chosen, then the PDF tab opens and the error is gone", () => {
    const failed = createReducer(initialCreateState, {
      type: "importFailed",
      error: { type: "ACCESS_DENIED", message: "blocked" },
    });
    expect(createReducer(failed, { type: "tryPdfInstead" })).toEqual({ ...initialCreateState, tab: "pdf" });
  });

  it("when an import is partial, then the completion form opens with the draft and the missing list", () => {
    const state = partial();
    expect(state.completion).toEqual({
      source: "url",
      draft: { title: "A title", author: "", url: "https://example.com/a", content: "<p>Body</p>" },
      missing: ["author"],
    });
  });

  it("when a missing field gets non-blank text, then it leaves the list; blank text keeps it", () => {
    let state = createReducer(partial(), { type: "draftEdited", field: "author", value: "   " });
    expect(state.completion?.missing).toEqual(["author"]);
    state = createReducer(state, { type: "draftEdited", field: "author", value: "Ada" });
    expect(state.completion?.missing).toEqual([]);
    expect(state.completion?.draft.author).toBe("Ada");
  });

  it("when the completion is cancelled or succeeds, then the draft and list are dropped", () => {
    expect(createReducer(partial(), { type: "completionCancelled" }).completion).toBeNull();
    expect(createReducer(partial(), { type: "completionSucceeded" }).completion).toBeNull();
  });
});
