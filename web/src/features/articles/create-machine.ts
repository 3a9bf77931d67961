// The Create New Article screen's states (docs/product-spec.md §4, Create screen): the active tab; idle,
// importing or error; and the completion form that a partial import (422) opens, whose list of
// missing fields shrinks as they are filled in.
import type { PartialImportError } from "@shared";
import type { ImportFailure } from "./import-errors";

export type CreateTab = "url" | "pdf" | "manual";
export type DraftField = "title" | "content" | "author";
export type ImportSource = "url" | "pdf";

export interface CompletionDraft {
  title: string;
  author: string;
  url: string;
  content: string;
}

export interface CreateState {
  tab: CreateTab;
  status: "idle" | "importing" | "error";
  error: ImportFailure | null;
  /** The completion form, open after a partial import. */
  completion: { source: ImportSource; draft: CompletionDraft; missing: DraftField[] } | null;
}

export type CreateEvent =
  | { type: "selectTab"; tab: CreateTab }
  | { type: "importStarted" }
  | { type: "importSucceeded" }
  | { type: "importFailed"; error: ImportFailure }
  | { type: "importPartial"; source: ImportSource; result: PartialImportError }
  | { type: "tryPdfInstead" }
  | { type: "errorDismissed" }
  | { type: "draftEdited"; field: keyof CompletionDraft; value: string }
  | { type: "completionCancelled" }
  | { type: "completionSucceeded" };

export const initialCreateState: CreateState = { tab: "url", status: "idle", error: null, completion: null };

export function createReducer(state: CreateState, event: CreateEvent): CreateState {
  switch (event.type) {
    case "selectTab":
      return state.status === "importing" ? state : { ...state, tab: event.tab, status: "idle", error: null };
    case "importStarted":
      return { ...state, status: "importing", error: null };
    case "importSucceeded":
      return { ...state, status: "idle", error: null };
    case "importFailed":
      return { ...state, status: "error", error: event.error };
    case "importPartial": {
      const data = event.result.partialData;
      return {
        ...state,
        status: "idle",
        error: null,
        completion: {
          source: event.source,
          draft: {
            title: data.title ?? "",
            author: data.author ?? "",
            url: data.url ?? "",
            content: data.content ?? "",
          },
          missing: [...event.result.missingFields],
        },
      };
    }
    case "errorDismissed":
      return state.status === "error" ? { ...state, status: "idle", error: null } : state;
    case "tryPdfInstead":
      return { ...state, tab: "pdf", status: "idle", error: null };
    case "draftEdited": {
      if (!state.completion) return state;
      const { field, value } = event;
      const missing =
        value.trim() !== ""
          ? state.completion.missing.filter((each) => each !== field)
          : state.completion.missing;
      return {
        ...state,
        completion: { ...state.completion, draft: { ...state.completion.draft, [field]: value }, missing },
      };
    }
    case "completionCancelled":
    case "completionSucceeded":
      return { ...state, status: "idle", error: null, completion: null };
  }
}
