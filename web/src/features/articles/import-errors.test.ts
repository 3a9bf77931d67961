import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));

import { ApiError } from "@/lib/api-client";
import {
  describePdfImportError,
  describeUrlImportError,
  errorTypeFromMessage,
  IMPORT_ERROR_MESSAGES,
  partialImportOf,
} from "./import-errors";

const apiError = (status: number, body: unknown) =>
  new ApiError(status, body === undefined ? "" : JSON.stringify(body), body);

describe("import errors", () => {
  it("when the server names the type and message, then both are used", () => {
    const error = apiError(502, { error: "Server words", errorType: "ACCESS_DENIED" });
    expect(describeUrlImportError(error)).toEqual({ type: "ACCESS_DENIED", message: "Server words" });
  });

  it("when the server sends only a type, then that type's text shows", () => {
    expect(describeUrlImportError(apiError(504, { errorType: "TIMEOUT" })).message).toBe(
      "Connection timed out. The website may be slow or unavailable.",
    );
  });

  it("when no type comes, then it is read from the message as the reference client does", () => {
    expect(errorTypeFromMessage("403: Forbidden")).toBe("ACCESS_DENIED");
    expect(errorTypeFromMessage("Access denied by site")).toBe("ACCESS_DENIED");
    expect(errorTypeFromMessage("404: nope")).toBe("NOT_FOUND");
    expect(errorTypeFromMessage("Too many requests")).toBe("RATE_LIMITED");
    expect(errorTypeFromMessage("network error")).toBe("TIMEOUT");
    expect(errorTypeFromMessage("boom")).toBe("GENERAL_ERROR");
    expect(describeUrlImportError(new Error("Failed: 429"))).toEqual({
      type: "RATE_LIMITED",
      message: IMPORT_ERROR_MESSAGES.RATE_LIMITED,
    });
  });

  it("when a 422 carries partialData, then it is a partial import; without it, it is an error", () => {
    const partial = apiError(422, {
      error: "Incomplete",
      partialData: { title: "T" },
      missingFields: ["author", "content", "bogus"],
    });
    expect(partialImportOf(partial)).toEqual({
      error: "Incomplete",
      partialData: { title: "T" },
      missingFields: ["author", "content"],
    });
    expect(partialImportOf(apiError(422, { error: "No text", errorType: "NO_TEXT" }))).toBeNull();
    expect(partialImportOf(apiError(400, { partialData: {} }))).toBeNull();
  });

  it("when a PDF upload fails, then the server text wins, else the size, type or fallback text", () => {
    expect(
      describePdfImportError(apiError(400, { error: "Locked", errorType: "PASSWORD_PROTECTED" })),
    ).toEqual({
      type: "PASSWORD_PROTECTED",
      message: "Locked",
    });
    expect(describePdfImportError(apiError(413, undefined)).message).toBe(
      "File is too large. Maximum size is 10MB.",
    );
    expect(describePdfImportError(apiError(415, undefined)).message).toBe("Please select a PDF file.");
    expect(describePdfImportError(new Error("offline")).message).toBe("Failed to import PDF");
  });
});
