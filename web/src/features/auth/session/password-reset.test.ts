import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetToasts } from "@/components/ui/toast-store";
import { fakeDeps, toastTexts } from "./fakes";
import { resetPassword } from "./password-reset";

beforeEach(() => resetToasts());
afterEach(() => resetToasts());

describe("password reset", () => {
  it("when Firebase sends the e-mail, then the toast says to check it", async () => {
    const { auth } = fakeDeps();
    await resetPassword(auth, "ada@example.test");
    expect(auth.sendPasswordReset).toHaveBeenCalledWith("ada@example.test");
    expect(toastTexts()).toEqual([
      "Password reset email sent | Check your email for instructions to reset your password.",
    ]);
  });

  it("when it cannot, then 'Password reset failed' with the reason, and the error goes on to the form", async () => {
    const { auth } = fakeDeps();
    auth.sendPasswordReset.mockRejectedValue(new Error("auth/user-not-found"));
    await expect(resetPassword(auth, "ada@example.test")).rejects.toThrow("auth/user-not-found");
    expect(toastTexts()).toEqual(["Password reset failed | auth/user-not-found"]);
  });
});
