import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToasts, resetToasts, toast } from "@/components/ui/toast-store";
import { setRedirectMarkers } from "../google-redirect";
import { createAccountGoneHandler } from "./account-gone";
import { signInWithEmail } from "./email-sign-in";
import { fakeDeps, identity, record } from "./fakes";
import { createFlowGuard } from "./flow-guard";
import { completeGoogleRedirect } from "./google-return";
import { followIdentity } from "./identity-change";

beforeEach(() => resetToasts());
afterEach(() => {
  resetToasts();
  localStorage.clear();
});

const GONE_MESSAGE =
  "Account unavailable | This Spurq account is being deleted or no longer exists, so you have been signed out.";
/** The toasts still open (a dismissed one stays in the store, closed, for a while). */
const openToasts = () =>
  getToasts()
    .filter((item) => item.open)
    .map((item) => [item.title, item.description].filter(Boolean).join(" | "));
const gone = () => new Error('403: {"error":"This account is being deleted.","code":"ACCOUNT_GONE"}');

/** A signed-in session whose sign-out succeeds (or fails, with its own toast). */
function session({ signOutFails = false } = {}) {
  const state = { signedIn: true };
  const guard = createFlowGuard();
  const endSession = vi.fn(async () => {
    await guard.duringSignOut(async () => undefined);
    if (signOutFails) toast({ title: "Logout failed", variant: "destructive" });
    else state.signedIn = false;
  });
  const handle = createAccountGoneHandler({ guard, signedIn: () => state.signedIn, endSession });
  return { state, guard, endSession, handle };
}

describe("the session when the server says the account is gone", () => {
  it("when a write of the signed-in person is refused with ACCOUNT_GONE, then the session ends and only the message saying why shows", async () => {
    const { state, endSession, handle } = session();
    toast({ title: "Failed to add comment", description: "403: …", variant: "destructive" });
    await handle();
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(state.signedIn).toBe(false);
    expect(openToasts()).toEqual([GONE_MESSAGE]);
  });

  it("when several requests are refused at once, then the session ends once, with one message", async () => {
    const { endSession, handle } = session();
    await Promise.all([handle(), handle(), handle()]);
    await handle();
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(openToasts()).toEqual([GONE_MESSAGE]);
  });

  it("when nobody is signed in, a flow syncs the identity itself, or a sign-out is under way, then the handler leaves the session alone", async () => {
    const signedOut = session();
    signedOut.state.signedIn = false;
    await signedOut.handle();

    const inFlow = session();
    await inFlow.guard.during(() => inFlow.handle());

    const signingOut = session();
    await signingOut.guard.duringSignOut(() => signingOut.handle());

    for (const each of [signedOut, inFlow, signingOut]) expect(each.endSession).not.toHaveBeenCalled();
    expect(openToasts()).toEqual([]);
  });

  it("when the sign-out fails, then its own toast stays and nothing claims the person was signed out", async () => {
    const { handle } = session({ signOutFails: true });
    await handle();
    expect(openToasts()).toEqual(["Logout failed"]);
  });
});

describe("the flows that sync when the sync says the account is gone", () => {
  it("when a sign-in's sync is refused with ACCOUNT_GONE, then the identity is signed out and the message says why, not 'Login Failed'", async () => {
    const deps = fakeDeps();
    deps.auth.signIn.mockResolvedValue(identity());
    deps.server.syncUser.mockRejectedValue(gone());
    await expect(signInWithEmail(deps, "ada@example.test", "secret1")).rejects.toThrow();
    expect(deps.auth.signOut).toHaveBeenCalled();
    expect(deps.settle).toHaveBeenLastCalledWith(null, null);
    expect(openToasts()).toEqual([GONE_MESSAGE]);
  });

  it("when a restored session's sync is refused with ACCOUNT_GONE, then it is dropped with the same message", async () => {
    const deps = fakeDeps();
    const person = identity();
    deps.auth.currentIdentity.mockReturnValue(person);
    deps.server.syncUser.mockRejectedValue(gone());
    await followIdentity(deps, person);
    expect(deps.auth.signOut).toHaveBeenCalled();
    expect(deps.session).toEqual({ identity: null, user: null });
    expect(openToasts()).toEqual([GONE_MESSAGE]);
  });

  it("when the Google return's sync is refused with ACCOUNT_GONE, then the identity is dropped with the message, not 'Account Sync Failed'", async () => {
    const deps = fakeDeps();
    setRedirectMarkers(localStorage, "signIn", "#/auth", Date.now());
    deps.auth.redirectResult.mockResolvedValue({ identity: identity(), isNewUser: () => false });
    deps.server.syncUser.mockRejectedValue(gone());
    await completeGoogleRedirect(deps);
    expect(deps.auth.signOut).toHaveBeenCalled();
    expect(deps.settle).not.toHaveBeenCalledWith(expect.anything(), record);
    expect(openToasts()).toEqual([GONE_MESSAGE]);
  });
});
