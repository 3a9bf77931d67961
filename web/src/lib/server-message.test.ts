import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/firebase", () => ({ auth: { currentUser: null } }));

import { ApiError } from "@/lib/api-client";
import { serverErrorField, serverMessage } from "@/lib/server-message";

const apiError = (status: number, body: unknown, text = JSON.stringify(body)) =>
  new ApiError(status, text, body);

describe("the server's words for a failed call", () => {
  it("when the body has an error field, then both read it", () => {
    const error = apiError(409, { error: "A folder with this name already exists." });
    expect(serverErrorField(error)).toBe("A folder with this name already exists.");
    expect(serverMessage(error)).toBe("A folder with this name already exists.");
  });

  it("when the body has no usable error field, then the field is null and the message falls back to the body", () => {
    const blank = apiError(500, { error: "  " });
    expect(serverErrorField(blank)).toBeNull();
    expect(serverMessage(blank)).toBe('{"error":"  "}');
    expect(serverErrorField(apiError(503, undefined, "Service Unavailable"))).toBeNull();
    expect(serverMessage(apiError(503, undefined, "Service Unavailable"))).toBe("Service Unavailable");
    expect(serverMessage(apiError(502, undefined, ""))).toBe("Request failed (502)");
  });

  it("when the error is not from the server, then no field and its own message", () => {
    expect(serverErrorField(new Error("Failed to fetch"))).toBeNull();
    expect(serverMessage(new Error("Failed to fetch"))).toBe("Failed to fetch");
  });
});
