import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@/components/ui/toast-store";
import { fakeDeps, toastTexts } from "./fakes";
import { followIdentity } from "./identity-change";
import { signOut } from "./sign-out";

beforeEach(() => resetToasts());
afterEach(() => resetToasts());

describe("sign-out", () => {
  it("when the identity signs out, then the screen is left and 'Logged out' shows, unless quiet", async () => {
    for (const quiet of [false, true]) {
      resetToasts();
      const deps = fakeDeps();
      const leave = vi.fn();
      await signOut(deps, { leave, quiet });
      expect(deps.auth.signOut).toHaveBeenCalled();
      expect(leave).toHaveBeenCalled();
      expect(toastTexts()).toEqual(quiet ? [] : ["Logged out"]);
    }
  });

  it("when the SDK tells the listener during the sign-out, then the listener leaves ending the session to the sign-out", async () => {
    const deps = fakeDeps();
    deps.auth.signOut.mockImplementation(() => followIdentity(deps, null));
    const leave = vi.fn();
    await signOut(deps, { leave, quiet: true });
    expect(deps.settle).not.toHaveBeenCalled();
    expect(leave).toHaveBeenCalled();
    expect(deps.guard.mayEndSession()).toBe(true);
  });

  it("when the sign-out fails, then 'Logout failed' with the reason, the screen stays, and no error", async () => {
    const deps = fakeDeps();
    deps.auth.signOut.mockRejectedValue(new Error("network"));
    const leave = vi.fn();
    await expect(signOut(deps, { leave, quiet: false })).resolves.toBeUndefined();
    expect(leave).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual(["Logout failed | network"]);
    expect(deps.guard.mayEndSession()).toBe(true);
  });
});
