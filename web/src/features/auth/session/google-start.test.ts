import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@/components/ui/toast-store";
import { readRedirectMarkers } from "../google-redirect";
import { fakeDeps, toastTexts } from "./fakes";
import { startGoogle } from "./google-start";

beforeEach(() => resetToasts());
afterEach(() => resetToasts());

const markerKeys = () => Object.keys(localStorage).filter((key) => key.startsWith("spurq.googleRedirect"));

describe("starting the Google redirect", () => {
  it("when the redirect starts, then the markers remember the mode, the page and the time, and the redirect is pending", async () => {
    const deps = fakeDeps();
    vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    window.location.hash = "#/auth?tab=register";
    await startGoogle(deps, "signUp");
    expect(deps.auth.startGoogleRedirect).toHaveBeenCalled();
    expect(deps.setGooglePending).toHaveBeenCalledWith(true);
    expect(readRedirectMarkers(localStorage)).toMatchObject({
      pending: true,
      isSignUp: true,
      isNewAccount: true,
      startedAt: 1_000_000,
      sourcePath: "#/auth?tab=register",
      redirectPath: "#/home",
    });
    window.location.hash = "";
  });

  it("when it cannot start, then no markers remain, nothing is pending, and the toast names sign-in or sign-up", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const [mode, title] of [
      ["signIn", "Google sign-in failed"],
      ["signUp", "Google sign-up failed"],
    ] as const) {
      resetToasts();
      const deps = fakeDeps();
      deps.auth.startGoogleRedirect.mockRejectedValue(new Error("popup blocked"));
      await startGoogle(deps, mode);
      expect(markerKeys()).toEqual([]);
      expect(deps.setGooglePending).toHaveBeenLastCalledWith(false);
      expect(toastTexts()).toEqual([title]);
    }
  });
});
