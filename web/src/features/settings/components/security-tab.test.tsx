import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as FirebaseLoader from "@/lib/firebase-loader";

const firebase = vi.hoisted(() => ({ auth: { name: "auth" }, sendPasswordResetEmail: vi.fn() }));
vi.mock("@/lib/firebase-loader", async (importOriginal) => ({
  ...(await importOriginal<typeof FirebaseLoader>()),
  loadFirebase: () => Promise.resolve(firebase),
}));

import type { UserRecord } from "@shared";
import { SessionContext, type Session } from "@/lib/auth-context";
import { getToasts, resetToasts } from "@/components/ui/toast-store";
import { SecurityTab } from "./security-tab";

function renderTab(email: string | null) {
  const session = {
    status: "signedIn",
    firebaseUser: email ? { email } : { email: null },
    user: { email: email ?? "" } as UserRecord,
  } as unknown as Session;
  render(
    <SessionContext.Provider value={session}>
      <SecurityTab />
    </SessionContext.Provider>,
  );
}

afterEach(() => {
  resetToasts();
  firebase.sendPasswordResetEmail.mockReset();
});

describe("Settings → Security", () => {
  it("when 'Send Password Reset Email' is pressed, then Firebase Authentication sends it to the account's address and a toast says so", async () => {
    let sent: () => void = () => undefined;
    firebase.sendPasswordResetEmail.mockReturnValueOnce(new Promise<void>((resolve) => (sent = resolve)));
    renderTab("ada@example.test");
    await userEvent.click(screen.getByRole("button", { name: "Send Password Reset Email" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(firebase.sendPasswordResetEmail).toHaveBeenCalledWith(firebase.auth, "ada@example.test");
    sent();
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Reset email sent",
        description: "We've sent a password reset link to ada@example.test",
      }),
    );
    expect(screen.getByRole("button", { name: "Send Password Reset Email" })).toBeEnabled();
  });

  it("when the account has no e-mail, then 'No email associated with this account' and nothing is sent", async () => {
    renderTab(null);
    await userEvent.click(screen.getByRole("button", { name: "Send Password Reset Email" }));
    expect(getToasts()[0]).toMatchObject({
      title: "No email associated with this account",
      variant: "destructive",
    });
    expect(firebase.sendPasswordResetEmail).not.toHaveBeenCalled();
  });

  it("when Firebase refuses, then 'Failed to send password reset email'", async () => {
    firebase.sendPasswordResetEmail.mockRejectedValueOnce(new Error("auth/too-many-requests"));
    renderTab("ada@example.test");
    await userEvent.click(screen.getByRole("button", { name: "Send Password Reset Email" }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: "Failed to send password reset email",
        variant: "destructive",
      }),
    );
  });

  it("when 'Enable 2FA' or 'Deactivate Account' is pressed, then their notices show and nothing else happens", async () => {
    renderTab("ada@example.test");
    await userEvent.click(screen.getByRole("button", { name: "Enable 2FA" }));
    expect(getToasts()[0]).toMatchObject({ title: "Coming soon" });
    await userEvent.click(screen.getByRole("button", { name: "Deactivate Account" }));
    expect(getToasts()[0]).toMatchObject({
      title: "Account deactivation",
      description: "Please contact support to deactivate your account.",
    });
    expect(firebase.sendPasswordResetEmail).not.toHaveBeenCalled();
  });
});
