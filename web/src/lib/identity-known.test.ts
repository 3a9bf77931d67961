// The moment a restored identity is known: listeners hear it once, late ones at once, and a
// sign-out forgets it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { announceIdentity, whenIdentityKnown } from "./identity-known";

afterEach(() => announceIdentity(null));

describe("whenIdentityKnown", () => {
  it("when an identity is announced, then a waiting listener hears its uid once", () => {
    const listener = vi.fn();
    whenIdentityKnown(listener);
    expect(listener).not.toHaveBeenCalled();
    announceIdentity("uid-a");
    announceIdentity("uid-a");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith("uid-a");
  });

  it("when the identity is known already, then a new listener hears it at once", () => {
    announceIdentity("uid-b");
    const listener = vi.fn();
    whenIdentityKnown(listener);
    expect(listener).toHaveBeenCalledWith("uid-b");
  });

  it("when the listener stopped waiting or the session ended, then nothing is heard", () => {
    const stopped = vi.fn();
    whenIdentityKnown(stopped)();
    announceIdentity("uid-c");
    announceIdentity(null);
    const late = vi.fn();
    whenIdentityKnown(late);
    expect(stopped).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
