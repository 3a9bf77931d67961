import { describe, expect, it } from "vitest";
import { mayHaveSession } from "./may-have-session";
import { MARKER_KEYS, markHandlerReturn, setRedirectMarkers } from "./google-redirect";

describe("whether the loading session can end signed in", () => {
  it("when the browser holds nothing, then nobody can be signed in", () => {
    localStorage.setItem("spurq.appearance", "{}");
    expect(mayHaveSession(localStorage)).toBe(false);
  });

  it("when the Auth SDK has persisted an identity, then someone may be", () => {
    // The key browserLocalPersistence writes: firebase:authUser:<apiKey>:<app name>.
    localStorage.setItem("firebase:authUser:demo-api-key:[DEFAULT]", '{"uid":"u1"}');
    expect(mayHaveSession(localStorage)).toBe(true);
  });

  it("when a Google redirect is under way or has just come back, then someone may be", () => {
    setRedirectMarkers(localStorage, "signIn", "#/auth", Date.now());
    expect(mayHaveSession(localStorage)).toBe(true);
    localStorage.removeItem(MARKER_KEYS.pending);
    expect(mayHaveSession(localStorage)).toBe(false);
    markHandlerReturn(localStorage, "state=x");
    expect(mayHaveSession(localStorage)).toBe(true);
  });
});
