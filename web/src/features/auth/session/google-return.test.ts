import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@/components/ui/toast-store";
import { markHandlerReturn, readRedirectMarkers, setRedirectMarkers } from "../google-redirect";
import { fakeDeps, identity, record, toastTexts } from "./fakes";
import { completeGoogleRedirect } from "./google-return";
import { followIdentity } from "./identity-change";

beforeEach(() => resetToasts());
afterEach(() => resetToasts());

const redirected = (mode: "signIn" | "signUp") =>
  setRedirectMarkers(localStorage, mode, "#/auth", Date.now());
const markersLeft = () => readRedirectMarkers(localStorage).pending;

describe("the return from Google's redirect", () => {
  it("when no redirect is under way, then nothing is asked of the SDK and the result stays unclaimed", async () => {
    const deps = fakeDeps();
    await completeGoogleRedirect(deps);
    expect(deps.auth.redirectResult).not.toHaveBeenCalled();
    expect(deps.guard.claimRedirect()).toBe(true);
  });

  it("when the result is a new Google account, then it syncs as new, the markers go, and 'Account Created!' on /home", async () => {
    const deps = fakeDeps();
    const person = identity();
    redirected("signIn");
    deps.auth.redirectResult.mockResolvedValue({ identity: person, isNewUser: () => true });
    deps.server.syncUser.mockResolvedValue(record);
    await completeGoogleRedirect(deps);
    expect(deps.server.syncUser).toHaveBeenCalledWith(expect.objectContaining({ isNewAccount: true }));
    expect(markersLeft()).toBe(false);
    expect(deps.session).toEqual({ identity: person, user: record });
    expect(deps.setGooglePending).toHaveBeenLastCalledWith(false);
    expect(toastTexts()).toEqual(["Account Created!"]);
    expect(deps.replaceWith).toHaveBeenCalledWith("/home");
  });

  it("when the markers say sign-up, then the account is new without asking Firebase", async () => {
    const deps = fakeDeps();
    const isNewUser = vi.fn(() => false);
    redirected("signUp");
    deps.auth.redirectResult.mockResolvedValue({ identity: identity(), isNewUser });
    deps.server.syncUser.mockResolvedValue(record);
    await completeGoogleRedirect(deps);
    expect(isNewUser).not.toHaveBeenCalled();
    expect(deps.server.syncUser).toHaveBeenCalledWith(expect.objectContaining({ isNewAccount: true }));
  });

  it("when there is no result but the SDK restored the identity (back from the handler page), then it syncs as the markers say and 'Welcome Back!'", async () => {
    const deps = fakeDeps();
    markHandlerReturn(localStorage, "?state=x");
    deps.auth.restoredIdentity.mockResolvedValue(identity());
    deps.server.syncUser.mockResolvedValue(record);
    await completeGoogleRedirect(deps);
    expect(deps.server.syncUser).toHaveBeenCalledWith(expect.objectContaining({ isNewAccount: false }));
    expect(toastTexts()).toEqual(["Welcome Back!"]);
    expect(deps.replaceWith).toHaveBeenCalledWith("/home");
  });

  it("when there is neither a result nor an identity, then the markers stay for the stuck check, and others may sync again", async () => {
    const deps = fakeDeps();
    redirected("signIn");
    await completeGoogleRedirect(deps);
    expect(markersLeft()).toBe(true);
    expect(deps.setGooglePending).not.toHaveBeenCalled();
    expect(deps.replaceWith).not.toHaveBeenCalled();
    expect(deps.guard.maySync()).toBe(true);
  });

  it("when it runs again (StrictMode's second effect, a route change), then the result is processed once", async () => {
    const deps = fakeDeps();
    redirected("signIn");
    await Promise.all([completeGoogleRedirect(deps), completeGoogleRedirect(deps)]);
    await completeGoogleRedirect(deps);
    expect(deps.auth.redirectResult).toHaveBeenCalledTimes(1);
  });

  it("when the listener hears of the identity while the return syncs it, then only the return syncs", async () => {
    const deps = fakeDeps();
    const person = identity();
    redirected("signIn");
    deps.auth.currentIdentity.mockReturnValue(person);
    const heard: Promise<void>[] = [];
    deps.auth.redirectResult.mockImplementation(async () => {
      heard.push(followIdentity(deps, person));
      return { identity: person, isNewUser: () => false };
    });
    deps.server.syncUser.mockResolvedValue(record);
    await completeGoogleRedirect(deps);
    await Promise.all(heard);
    expect(deps.server.getCurrentUser).not.toHaveBeenCalled();
    expect(deps.server.syncUser).toHaveBeenCalledTimes(1);
  });

  it("when the sync fails, then 'Account Sync Failed' with the server's text, the markers go and the identity is signed out", async () => {
    const deps = fakeDeps();
    redirected("signIn");
    deps.auth.redirectResult.mockResolvedValue({ identity: identity(), isNewUser: () => false });
    deps.server.syncUser.mockRejectedValue(new Error('500: {"error":"Database unavailable"}'));
    await completeGoogleRedirect(deps);
    expect(toastTexts()).toEqual(["Account Sync Failed | Database unavailable"]);
    expect(markersLeft()).toBe(false);
    expect(deps.setGooglePending).toHaveBeenLastCalledWith(false);
    expect(deps.auth.signOut).toHaveBeenCalled();
    expect(deps.settle).toHaveBeenLastCalledWith(null, null);
    expect(deps.replaceWith).not.toHaveBeenCalled();
  });

  it("when the sync says the e-mail belongs to an older uid, then the uid is repaired and the return goes on", async () => {
    const deps = fakeDeps();
    redirected("signIn");
    deps.auth.redirectResult.mockResolvedValue({ identity: identity(), isNewUser: () => false });
    deps.server.syncUser.mockRejectedValue(
      new Error('409: {"error":"x","code":"EMAIL_LINKED_TO_OTHER_UID","detail":"Key (firebase_uid): other"}'),
    );
    deps.server.fixCurrentUid.mockResolvedValue(record);
    await completeGoogleRedirect(deps);
    expect(toastTexts()).toEqual(["Welcome Back!", "Account Recovered"]);
    expect(deps.session.user).toBe(record);
    expect(deps.replaceWith).toHaveBeenCalledWith("/home");
  });

  it("when processing the result fails, then 'Authentication failed', the markers go, and a signed-in identity is signed out", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const deps = fakeDeps();
    redirected("signIn");
    deps.auth.redirectResult.mockRejectedValue(new Error("auth/network-request-failed"));
    deps.auth.currentIdentity.mockReturnValue(identity());
    await completeGoogleRedirect(deps);
    expect(toastTexts()).toEqual(["Authentication failed"]);
    expect(markersLeft()).toBe(false);
    expect(deps.setGooglePending).toHaveBeenLastCalledWith(false);
    expect(deps.auth.signOut).toHaveBeenCalled();
    expect(deps.guard.maySync()).toBe(true);
  });
});
