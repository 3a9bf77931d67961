import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetToasts } from "@/components/ui/toast-store";
import { readRedirectMarkers, setRedirectMarkers } from "../google-redirect";
import { fakeDeps, identity, record } from "./fakes";
import { checkStuckRedirect } from "./stuck-redirect";

beforeEach(() => resetToasts());
afterEach(() => resetToasts());

const START = 1_000_000;
const startedRedirect = () => setRedirectMarkers(localStorage, "signIn", "#/auth", START);
/** Lets the check's fetch of the record settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the check that a Google redirect is not stuck", () => {
  it("when the redirect is under 10 s old, then it waits", () => {
    const deps = fakeDeps();
    startedRedirect();
    deps.auth.currentIdentity.mockReturnValue(identity());
    checkStuckRedirect(deps, START + 10_000);
    expect(readRedirectMarkers(localStorage).pending).toBe(true);
    expect(deps.replaceWith).not.toHaveBeenCalled();
  });

  it("when it is over 10 s old with an identity signed in, then the markers go, the record is fetched, and home", async () => {
    const deps = fakeDeps();
    const person = identity();
    startedRedirect();
    deps.auth.currentIdentity.mockReturnValue(person);
    deps.server.getCurrentUser.mockResolvedValue(record);
    checkStuckRedirect(deps, START + 10_001);
    expect(readRedirectMarkers(localStorage).pending).toBe(false);
    expect(deps.setGooglePending).toHaveBeenCalledWith(false);
    expect(deps.replaceWith).toHaveBeenCalledWith("/home");
    await settled();
    expect(deps.session).toEqual({ identity: person, user: record });
  });

  it("when it goes home while a flow syncs the identity itself, then it leaves the sync to that flow", async () => {
    const deps = fakeDeps();
    startedRedirect();
    deps.auth.currentIdentity.mockReturnValue(identity());
    let endFlow: () => void = () => undefined;
    const flow = deps.guard.during(() => new Promise<void>((resolve) => (endFlow = resolve)));
    checkStuckRedirect(deps, START + 10_001);
    expect(deps.server.getCurrentUser).not.toHaveBeenCalled();
    expect(deps.replaceWith).toHaveBeenCalledWith("/home");
    endFlow();
    await flow;
  });

  it("when the record cannot be had, then the identity is signed out and the session ends", async () => {
    const deps = fakeDeps();
    startedRedirect();
    deps.auth.currentIdentity.mockReturnValue(identity());
    checkStuckRedirect(deps, START + 10_001);
    await settled();
    expect(deps.auth.signOut).toHaveBeenCalled();
    expect(deps.settle).toHaveBeenLastCalledWith(null, null);
  });

  it("when it is over 30 s old with nobody signed in, then the markers go and it is back to /auth", () => {
    const deps = fakeDeps();
    startedRedirect();
    checkStuckRedirect(deps, START + 30_000);
    expect(deps.replaceWith).not.toHaveBeenCalled();
    checkStuckRedirect(deps, START + 30_001);
    expect(readRedirectMarkers(localStorage).pending).toBe(false);
    expect(deps.setGooglePending).toHaveBeenCalledWith(false);
    expect(deps.replaceWith).toHaveBeenCalledWith("/auth");
    expect(deps.server.getCurrentUser).not.toHaveBeenCalled();
  });
});
