import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetToasts } from "@/components/ui/toast-store";
import { announceIdentity, whenIdentityKnown } from "@/lib/identity-known";
import { fakeDeps, identity, record } from "./fakes";
import { followIdentity } from "./identity-change";

beforeEach(() => resetToasts());
afterEach(() => {
  resetToasts();
  announceIdentity(null);
});

/** A promise the test settles when it wants. */
function later<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe("the identity listener", () => {
  it("when the SDK reports no identity, then the session ends", async () => {
    const deps = fakeDeps();
    await followIdentity(deps, null);
    expect(deps.settle).toHaveBeenCalledWith(null, null);
  });

  it("when it reports no identity during a sign-out, then it leaves ending the session to the sign-out", async () => {
    const deps = fakeDeps();
    const signOut = later<void>();
    const signingOut = deps.guard.duringSignOut(() => signOut.promise);
    await followIdentity(deps, null);
    expect(deps.settle).not.toHaveBeenCalled();
    signOut.resolve();
    await signingOut;
  });

  it("when an identity with a record signs in, then the session holds both", async () => {
    const deps = fakeDeps();
    const person = identity();
    deps.auth.currentIdentity.mockReturnValue(person);
    deps.server.getCurrentUser.mockResolvedValue(record);
    await followIdentity(deps, person);
    expect(deps.session).toEqual({ identity: person, user: record });
  });

  it("when the identity has no record yet, then it syncs as an existing account and the session holds the result", async () => {
    const deps = fakeDeps();
    const person = identity();
    deps.auth.currentIdentity.mockReturnValue(person);
    deps.server.syncUser.mockResolvedValue(record);
    await followIdentity(deps, person);
    expect(deps.server.syncUser).toHaveBeenCalledWith(expect.objectContaining({ isNewAccount: false }));
    expect(deps.session.user).toBe(record);
  });

  it("when a restored identity is followed, then it is announced before its record arrives", async () => {
    const deps = fakeDeps();
    const person = identity();
    deps.auth.currentIdentity.mockReturnValue(person);
    const fetched = later<typeof record>();
    deps.server.getCurrentUser.mockReturnValue(fetched.promise);
    const heard: string[] = [];
    whenIdentityKnown((uid) => heard.push(uid));
    const following = followIdentity(deps, person);
    expect(heard).toEqual([person.uid]);
    expect(deps.settle).not.toHaveBeenCalled();
    fetched.resolve(record);
    await following;
    expect(deps.session.user).toBe(record);
  });

  it("when a flow that syncs by itself is under way, then the listener neither fetches nor syncs", async () => {
    const deps = fakeDeps();
    const flow = later<void>();
    const running = deps.guard.during(() => flow.promise);
    const heard: string[] = [];
    whenIdentityKnown((uid) => heard.push(uid));
    await followIdentity(deps, identity());
    expect(heard).toEqual([]);
    expect(deps.server.getCurrentUser).not.toHaveBeenCalled();
    expect(deps.server.syncUser).not.toHaveBeenCalled();
    expect(deps.settle).not.toHaveBeenCalled();
    flow.resolve();
    await running;
  });

  it("when another identity signed in while the record was fetched, then the earlier one is not put in place", async () => {
    const deps = fakeDeps();
    const fetched = later<typeof record>();
    deps.server.getCurrentUser.mockReturnValue(fetched.promise);
    const following = followIdentity(deps, identity({ uid: "u1" }));
    deps.auth.currentIdentity.mockReturnValue(identity({ uid: "u2" }));
    fetched.resolve(record);
    await following;
    expect(deps.settle).not.toHaveBeenCalled();
    expect(deps.auth.signOut).not.toHaveBeenCalled();
  });

  it("when no record can be had, then the identity is signed out and the session ends", async () => {
    const deps = fakeDeps();
    const person = identity();
    deps.auth.currentIdentity.mockReturnValue(person);
    deps.server.syncUser.mockRejectedValue(new Error('500: {"error":"Database unavailable"}'));
    await followIdentity(deps, person);
    expect(deps.auth.signOut).toHaveBeenCalled();
    expect(deps.settle).toHaveBeenCalledWith(null, null);
  });

  it("when the sign-out of such an identity fails, then the session ends all the same", async () => {
    const deps = fakeDeps();
    const person = identity();
    deps.auth.currentIdentity.mockReturnValue(person);
    deps.auth.signOut.mockRejectedValue(new Error("network"));
    await followIdentity(deps, person);
    expect(deps.settle).toHaveBeenCalledWith(null, null);
  });
});
